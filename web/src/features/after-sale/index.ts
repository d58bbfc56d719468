// The after-sale feature's public face: what other features may use of it.
export { usePaymentDetails } from './api/payment-details';
export { useInvoiceData } from './api/invoice';
export { useSendSalesBrochure } from './api/sales-brochure';
export { PaymentDeliveryDetailsView } from './components/payment-delivery-details';
export { InvoiceDialog } from './components/invoice-dialog';
export { printPath } from './lib/paths';
