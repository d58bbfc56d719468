import { z } from 'zod';
import { Toggle } from '../auction-items/enums.js';
import { isValidBic, isValidIban } from '../invoice/payment-references.js';

/** Spec 9: the auction defaults' limits. */
export const maxDefaultStartPrice = 500_000;
export const maxDefaultCommissionFee = 1_000;

/** Spec 3: the organisation setting keys of the delivery location type (0 = not set). */
export const DeliveryLocationType = {
  Undefined: 0,
  WinningBidOfficeId: 10,
  DefaultDeliveryLocation: 20,
} as const;
export type DeliveryLocationType = (typeof DeliveryLocationType)[keyof typeof DeliveryLocationType];

const text = (max: number) => z.string().max(max).nullable();

/**
 * The whole organisation settings object (spec 3), as GET answers it and PATCH takes it (spec 4:
 * the full object is sent). `version` is the one the client read; a save on an older one is 409.
 * Shapes only: the business rules (limits, e-mails) are `checkOrganisationSettings`, a 422.
 */
export const organisationSettingsSchema = z.strictObject({
  organisationDescription: text(4000),
  showResponsibleSalesPeopleDefault: z.boolean(),
  creatorAsResponsiblePerson: z.boolean(),
  defaultDeliveryOfferRequestMakinen: z.boolean(),
  defaultDeliveryOfferRequestSjoberg: z.boolean(),
  defaultDeliveryLocationType: z.union([
    z.literal(DeliveryLocationType.Undefined),
    z.literal(DeliveryLocationType.WinningBidOfficeId),
    z.literal(DeliveryLocationType.DefaultDeliveryLocation),
  ]),
  defaultDeliveryLocationId: z.number().int().positive().max(2_147_483_647).nullable(),
  registrationCertificateNotRequired: z.boolean(),
  registrationCertificateEmailAddress: text(254),
  startPrice: z.number().nullable(),
  minimumRaise: z.number().int().positive().max(100_000).nullable(),
  commissionFee: z.number(),
  vatDeductable: z.boolean(),
  fixedEndTime: z.boolean(),
  hoursOpenAfterFirstBid: z.number().int().min(1).max(240),
  openBid: z.boolean(),
  questionsAllowed: z.boolean(),
  showInBasicAuction: z.boolean(),
  auctioneerDescription: text(4000),
  paymentInstructions: text(4000),
  organisationEmailAddress: text(254),
  organisationPhoneNumber: text(30),
  // The payment and delivery area's accounts (issue 11): the auctioneer's, then the buyer's.
  iban: text(34),
  bic: text(11),
  invoicingAddress: text(500),
  eInvoicingOperator: text(100),
  invoicingMethod: text(100),
  version: z.number().int().min(0),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

/** Field rule keys of the settings; the web words each. */
export type SettingsRule = 'integer' | 'min' | 'max' | 'email' | 'mandatory' | 'iban' | 'bic';

const emailSchema = z.email();
/** Spec 5: the standard e-mail rule. */
export const isValidEmail = (value: string) => emailSchema.safeParse(value.trim()).success;

/** Spec 5: an integer between 0 and max (null allowed when the field is optional). */
function checkAmount(value: number | null, max: number): SettingsRule | null {
  if (value === null) return null;
  if (!Number.isInteger(value)) return 'integer';
  if (value < 0) return 'min';
  if (value > max) return 'max';
  return null;
}

/**
 * The settings' business rules (spec 5): start price and commission fee whole euros within their
 * limits; the organisation e-mail and, when a certificate is needed, the certificate e-mail valid;
 * the IBAN and BIC valid when given.
 * Answers the broken rule of each field; empty when all hold.
 */
export function checkOrganisationSettings(
  settings: Omit<OrganisationSettings, 'version'>,
): Record<string, SettingsRule> {
  const fields: Record<string, SettingsRule> = {};
  const startPrice = checkAmount(settings.startPrice, maxDefaultStartPrice);
  if (startPrice) fields.startPrice = startPrice;
  const commissionFee = checkAmount(settings.commissionFee, maxDefaultCommissionFee);
  if (commissionFee) fields.commissionFee = commissionFee;
  const email = settings.organisationEmailAddress?.trim();
  if (email && !isValidEmail(email)) fields.organisationEmailAddress = 'email';
  if (!settings.registrationCertificateNotRequired) {
    const certificate = settings.registrationCertificateEmailAddress?.trim();
    if (certificate && !isValidEmail(certificate))
      fields.registrationCertificateEmailAddress = 'email';
  }
  // The invoice and payment details print these: only a checksummed IBAN and a well-formed BIC.
  if (settings.iban?.trim() && !isValidIban(settings.iban)) fields.iban = 'iban';
  if (settings.bic?.trim() && !isValidBic(settings.bic)) fields.bic = 'bic';
  return fields;
}

/** Spec 3: the yes/no default list's values. */
export type ToggleValue = (typeof Toggle)[keyof typeof Toggle];
export const toToggle = (value: boolean): ToggleValue => (value ? Toggle.Yes : Toggle.No);
export const fromToggle = (value: ToggleValue): boolean => value === Toggle.Yes;

/**
 * Spec 4: start price and commission fee are rounded to whole euros on blur and saved only when
 * the rounded value differs from the stored one. Answers the value to save, or undefined for none.
 */
export function roundedAmountChange(
  stored: number | null,
  input: string,
): number | null | undefined {
  const trimmed = input.trim().replace(',', '.');
  if (trimmed === '') return stored === null ? undefined : null;
  const parsed = Number(trimmed);
  if (!Number.isFinite(parsed)) return undefined;
  const rounded = Math.round(parsed);
  return rounded === stored ? undefined : rounded;
}

/** Spec 4: a text saved on blur only when it changed and is not undefined. */
export function textChange(
  stored: string | null,
  input: string | undefined,
): string | null | undefined {
  if (input === undefined) return undefined;
  const next = input.trim() === '' ? null : input;
  return next === (stored ?? null) ? undefined : next;
}

/**
 * Spec 4: the delivery location id that goes with a type: the chosen location, or the first
 * delivery location when none is chosen, for "default delivery location"; none otherwise.
 */
export function deliveryLocationIdFor(
  type: DeliveryLocationType,
  chosenId: number | null,
  deliveryLocationIds: readonly number[],
): number | null {
  if (type !== DeliveryLocationType.DefaultDeliveryLocation) return null;
  if (chosenId !== null && deliveryLocationIds.includes(chosenId)) return chosenId;
  return deliveryLocationIds[0] ?? null;
}

/** The settings of an organisation that has saved none yet (the database's defaults). */
export const defaultOrganisationSettings: OrganisationSettings = {
  organisationDescription: null,
  showResponsibleSalesPeopleDefault: true,
  creatorAsResponsiblePerson: true,
  defaultDeliveryOfferRequestMakinen: false,
  defaultDeliveryOfferRequestSjoberg: false,
  defaultDeliveryLocationType: DeliveryLocationType.Undefined,
  defaultDeliveryLocationId: null,
  registrationCertificateNotRequired: false,
  registrationCertificateEmailAddress: null,
  startPrice: null,
  minimumRaise: null,
  commissionFee: 0,
  vatDeductable: true,
  fixedEndTime: false,
  hoursOpenAfterFirstBid: 24,
  openBid: false,
  questionsAllowed: true,
  showInBasicAuction: true,
  auctioneerDescription: null,
  paymentInstructions: null,
  organisationEmailAddress: null,
  organisationPhoneNumber: null,
  iban: null,
  bic: null,
  invoicingAddress: null,
  eInvoicingOperator: null,
  invoicingMethod: null,
  version: 0,
};
