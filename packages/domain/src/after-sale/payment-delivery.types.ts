import { z } from 'zod';

/** An address as the payment and delivery area prints it. */
export const postalAddressSchema = z.object({
  name: z.string(),
  streetAddress: z.string(),
  postalAreaCode: z.string(),
  postOfficeName: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/**
 * GET {itemId}/paymentdeliverydetails (spec 2, Payment and delivery; spec 7): for the winning
 * buyer's organisation and the item's auctioneer only, every field from the organisations'
 * settings and the winning bid.
 */
export const paymentDeliveryDetailsSchema = z.object({
  auctionItemId: z.number(),
  /** The winning price in whole euros, and what the buyer pays in all (landed cost). */
  price: z.number(),
  commissionFee: z.number(),
  totalCents: z.number(),
  endedAuctionItemBuyerInfo: z.object({
    registrationCertificateNotRequired: z.boolean(),
    registrationCertificateEmailAddress: z.string().nullable(),
    organisationName: z.string(),
    businessIdentityCode: z.string(),
    buyerOffice: postalAddressSchema.nullable(),
    invoicingAddress: z.object({
      invoicingAddress: z.string().nullable(),
      eInvoicingOperator: z.string().nullable(),
      invoicingMethod: z.string().nullable(),
    }),
    buyerUser: z
      .object({
        fullName: z.string(),
        phoneNumber: z.string().nullable(),
        emailAddress: z.string(),
      })
      .nullable(),
  }),
  endedAuctionItemAuctioneerInfo: z.object({
    organisationName: z.string(),
    paymentInstructions: z.string().nullable(),
    bic: z.string().nullable(),
    iban: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    emailAddress: z.string().nullable(),
  }),
  /** Spec 2: only when the location has pickUpEnabled and the item is trailerTransportable. */
  pickup: postalAddressSchema.extend({ pickUpDescription: z.string().nullable() }).nullable(),
});
export type PaymentDeliveryDetails = z.infer<typeof paymentDeliveryDetailsSchema>;

const partyAddressSchema = postalAddressSchema.extend({ businessIdentityCode: z.string() });

/** GET {itemId}/invoice: what the invoice view prints besides the dialog's entries. */
export const invoiceDataSchema = z.object({
  auctionItemId: z.number(),
  licenseNumber: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  modelYear: z.number().nullable(),
  mileage: z.number().nullable(),
  vehicleIdentificationNumber: z.string().nullable(),
  endedAt: z.string(),
  price: z.number(),
  commissionFee: z.number(),
  vatDeductable: z.boolean().nullable(),
  /** The seller's office, or the organisation when the item has no office. */
  seller: partyAddressSchema,
  buyer: partyAddressSchema,
  /** The seller's account from its settings, to prefill the dialog. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** The saved invoice number (then the deal is invoiced), or null. */
  invoiceNumber: z.string().nullable(),
  invoicedAt: z.string().nullable(),
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;
