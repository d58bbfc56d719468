/** Spaces and dashes people type inside account numbers and references carry no meaning. */
export const compactOf = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** The ISO 7064 mod 97-10 remainder of letters-as-numbers (A=10 … Z=35), digit by digit. */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    for (const digit of String(parseInt(char, 36)))
      remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** IBAN lengths by country (ISO 13616 registry; the SEPA countries an invoice here meets). */
const ibanLengths: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** ISO 13616: the country's length and the mod-97 check (the moved first four give 1). */
export function isValidIban(value: string): boolean {
  const iban = compactOf(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const length = ibanLengths[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  if (iban.length < 15 || iban.length > 34) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** ISO 9362: 4 letters of the bank, 2 of the country, 2 of the place, optional 3 of the branch. */
export const isValidBic = (value: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactOf(value));

/** The 7-3-1 check digit of a Finnish reference's base (3–19 digits), weights from the right. */
export function finnishReferenceCheckDigit(base: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  [...base].reverse().forEach((digit, index) => {
    sum += Number(digit) * weights[index % 3]!;
  });
  return (10 - (sum % 10)) % 10;
}

/** A Finnish reference (viitenumero): 4–20 digits, the last the 7-3-1 check digit. */
export function isValidFinnishReference(value: string): boolean {
  const reference = compactOf(value);
  if (!/^\d{4,20}$/.test(reference)) return false;
  return finnishReferenceCheckDigit(reference.slice(0, -1)) === Number(reference.slice(-1));
}

/** ISO 11649: RF, two check digits, 1–21 letters or digits; mod 97 of the moved form is 1. */
export function isValidRfReference(value: string): boolean {
  const reference = compactOf(value);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(reference)) return false;
  return mod97(reference.slice(4) + reference.slice(0, 4)) === 1;
}

/** The RF creditor reference of a base (ISO 11649), e.g. a Finnish reference in RF form. */
export function rfReferenceOf(base: string): string {
  const compact = compactOf(base);
  const check = 98 - mod97(`${compact}RF00`);
  return `RF${String(check).padStart(2, '0')}${compact}`;
}

export type ReferenceKind = 'finnish' | 'rf';

/** Which kind of reference `value` is, or null when it is neither valid kind. */
export function referenceKindOf(value: string): ReferenceKind | null {
  if (isValidRfReference(value)) return 'rf';
  if (isValidFinnishReference(value)) return 'finnish';
  return null;
}

/** A reference in the groups of five people read it in (RF references in groups of four). */
export function formatReference(value: string): string {
  const reference = compactOf(value);
  if (reference.startsWith('RF')) return reference.replace(/(.{4})(?=.)/g, '$1 ');
  return reference.replace(/(?=(?:\d{5})+$)(?!^)/g, ' ');
}

/** An IBAN in groups of four, as printed. */
export const formatIban = (value: string): string =>
  compactOf(value).replace(/(.{4})(?=.)/g, '$1 ');
