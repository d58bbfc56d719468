/** An address as the payment and delivery area prints it. */
export interface PostalAddress {
  name: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
}

/**
 * GET {itemId}/paymentdeliverydetails (spec 2, Payment and delivery; spec 7): for the winning
 * buyer's organisation and the item's auctioneer only, every field from the organisations'
 * settings and the winning bid.
 */
export interface PaymentDeliveryDetails {
  auctionItemId: number;
  /** The winning price in whole euros, and what the buyer pays in all (landed cost). */
  price: number;
  commissionFee: number;
  totalCents: number;
  endedAuctionItemBuyerInfo: {
    registrationCertificateNotRequired: boolean;
    registrationCertificateEmailAddress: string | null;
    organisationName: string;
    businessIdentityCode: string;
    buyerOffice: PostalAddress | null;
    invoicingAddress: {
      invoicingAddress: string | null;
      eInvoicingOperator: string | null;
      invoicingMethod: string | null;
    };
    buyerUser: { fullName: string; phoneNumber: string | null; emailAddress: string } | null;
  };
  endedAuctionItemAuctioneerInfo: {
    organisationName: string;
    paymentInstructions: string | null;
    bic: string | null;
    iban: string | null;
    phoneNumber: string | null;
    emailAddress: string | null;
  };
  /** Spec 2: only when the location has pickUpEnabled and the item is trailerTransportable. */
  pickup: (PostalAddress & { pickUpDescription: string | null }) | null;
}

/** GET {itemId}/invoice: what the invoice view prints besides the dialog's entries. */
export interface InvoiceData {
  auctionItemId: number;
  licenseNumber: string | null;
  make: string | null;
  model: string | null;
  modelYear: number | null;
  mileage: number | null;
  vehicleIdentificationNumber: string | null;
  endedAt: string;
  price: number;
  commissionFee: number;
  vatDeductable: boolean | null;
  /** The seller's office, or the organisation when the item has no office. */
  seller: PostalAddress & { businessIdentityCode: string };
  buyer: PostalAddress & { businessIdentityCode: string };
  /** The seller's account from its settings, to prefill the dialog. */
  iban: string | null;
  bic: string | null;
  /** The saved invoice number (then the deal is invoiced), or null. */
  invoiceNumber: string | null;
  invoicedAt: string | null;
}
