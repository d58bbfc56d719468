import { compactOf } from './payment-references.js';

export interface EpcQrInput {
  beneficiaryName: string;
  iban: string;
  bic: string | null;
  amountCents: number;
  /** A Finnish or RF reference: the structured remittance field. */
  reference: string | null;
  /** Free text, used only without a reference (the standard allows one of the two). */
  text: string | null;
}

const amountOf = (cents: number) =>
  `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The EPC QR code's payload (EPC069-12, SEPA credit transfer, version 002, UTF-8): service tag,
 * version, character set, identification, BIC, name (≤ 70), IBAN, amount (EUR0.01–999999999.99),
 * purpose, structured reference (≤ 35) or unstructured text (≤ 140), lines joined by LF.
 * Finnish banks read a national reference from the structured field as well as an RF one
 * (Finanssiala's QR guide).
 */
export function epcQrPayloadOf(input: EpcQrInput): string {
  const reference = input.reference ? compactOf(input.reference) : '';
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    input.bic ? compactOf(input.bic) : '',
    input.beneficiaryName.trim().slice(0, 70),
    compactOf(input.iban),
    input.amountCents > 0 ? amountOf(Math.min(input.amountCents, 99_999_999_999)) : '',
    '',
    reference.slice(0, 35),
    reference ? '' : (input.text ?? '').trim().slice(0, 140),
  ];
  // Trailing empty fields may be left out.
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
