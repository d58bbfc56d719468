import {
  compactOf,
  isValidFinnishReference,
  isValidIban,
  isValidRfReference,
} from './payment-references.js';

export interface VirtualBarcodeInput {
  /** A Finnish IBAN (the barcode has room for FI accounts only). */
  iban: string;
  /** The amount in cents; over 999 999,99 € the amount field is zeros (the payer types it). */
  amountCents: number;
  /** A Finnish reference (version 4) or a numeric RF reference (version 5). */
  reference: string;
  /** The due date as YYYY-MM-DD, or null (zeros). */
  dueDate: string | null;
}

/**
 * The Finnish bank virtual barcode (Finanssiala, "Pankkiviivakoodi"), 54 digits:
 * version 4: 4 · IBAN digits (16) · euros (6) · cents (2) · reserve 000 · reference (20) · YYMMDD;
 * version 5: 5 · IBAN digits (16) · euros (6) · cents (2) · RF check digits (2) · reference (21) ·
 * YYMMDD. Null when the account or the reference cannot be put in a barcode.
 */
export function virtualBarcodeOf(input: VirtualBarcodeInput): string | null {
  const iban = compactOf(input.iban);
  if (!iban.startsWith('FI') || !isValidIban(iban)) return null;
  const reference = compactOf(input.reference);
  const amount =
    input.amountCents >= 0 && input.amountCents <= 99_999_999
      ? String(Math.round(input.amountCents)).padStart(8, '0')
      : '00000000';
  const due = input.dueDate ? input.dueDate.slice(2).replaceAll('-', '') : '000000';
  if (!/^\d{6}$/.test(due)) return null;
  const account = iban.slice(2);
  if (isValidRfReference(reference)) {
    const body = reference.slice(4);
    if (!/^\d+$/.test(body)) return null;
    return `5${account}${amount}${reference.slice(2, 4)}${body.padStart(21, '0')}${due}`;
  }
  if (isValidFinnishReference(reference))
    return `4${account}${amount}000${reference.padStart(20, '0')}${due}`;
  return null;
}
