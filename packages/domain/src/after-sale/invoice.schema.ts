import { z } from 'zod';

/** POST {itemId}/Invoice: the invoice number the auctioneer saved (then the deal is invoiced). */
export const saveInvoiceNumberSchema = z.strictObject({
  invoiceNumber: z.string().trim().min(1).max(50),
});
export type SaveInvoiceNumberRequest = z.infer<typeof saveInvoiceNumberSchema>;
