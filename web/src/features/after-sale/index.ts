// The after-sale feature's public face: what other features may use of it.
import { lazyPart } from '../../lib/lazy-part';

export { usePaymentDetails } from './api/payment-details';
export { useInvoiceData } from './api/invoice';
export { useSendSalesBrochure } from './api/sales-brochure';
export { printPath } from './lib/paths';

/** Only the two parties of an ended sale see it: fetched where it renders. */
export const PaymentDeliveryDetailsView = lazyPart(() =>
  import('./components/payment-delivery-details').then(
    (module) => module.PaymentDeliveryDetailsView,
  ),
);

/** Fetched when the auctioneer first opens the invoice. */
export const InvoiceDialog = lazyPart(() =>
  import('./components/invoice-dialog').then((module) => module.InvoiceDialog),
);
