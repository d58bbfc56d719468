import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { itemIdParamSchema } from '../auction-items/draft-update.schema.js';
import { deliveryOfferRequestSchema, deliveryOfferResultSchema } from './delivery-offer.schema.js';
import { saveInvoiceNumberSchema } from './invoice.schema.js';
import { invoiceDataSchema, paymentDeliveryDetailsSchema } from './payment-delivery.types.js';

/** Payment and delivery, the invoice, delivery offers and the sales brochure (spec 2, 3, 7). */
export const afterSaleApi = {
  paymentDeliveryDetails: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/paymentdeliverydetails',
    params: itemIdParamSchema,
    response: paymentDeliveryDetailsSchema,
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/invoice',
    params: itemIdParamSchema,
    response: invoiceDataSchema,
  }),
  saveInvoiceNumber: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/invoice',
    params: itemIdParamSchema,
    body: saveInvoiceNumberSchema,
    response: z.object({ invoiceNumber: z.string(), invoicedAt: z.string() }),
  }),
  deliveryOfferRequest: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/DeliveryOfferRequest',
    params: itemIdParamSchema,
    body: deliveryOfferRequestSchema,
    response: deliveryOfferResultSchema,
  }),
  /** The brochure (a PDF) goes by mail; the answer names the address it went to. */
  salesBrochure: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/salesbrochure',
    params: itemIdParamSchema,
    response: z.object({ emailAddress: z.string() }),
  }),
};
