import type { TaxTreatment } from '@dealer/domain';
import { readStored } from '../../../lib/use-stored-state';

/** The invoice dialog's entries (spec 2), kept locally per item (spec 7). */
export interface InvoiceEntries {
  taxTreatment: TaxTreatment;
  referenceNumber: string;
  invoiceNumber: string;
  /** Percent, as typed. */
  latePaymentInterest: string;
  /** Days from today (spec 9: default 14). */
  dueDays: number;
  additionalInfo: string;
  accountNumber: string;
  bic: string;
}

export const defaultDueDays = 14;

export const invoiceEntriesKey = (itemId: number) => `invoice.${itemId}`;

const isEntries = (value: unknown): value is InvoiceEntries =>
  typeof value === 'object' &&
  value !== null &&
  'taxTreatment' in value &&
  'dueDays' in value &&
  typeof (value as InvoiceEntries).dueDays === 'number';

/** The stored entries, or the defaults from the item and the seller's settings. */
export function readInvoiceEntries(
  itemId: number,
  defaults: Pick<InvoiceEntries, 'taxTreatment' | 'accountNumber' | 'bic'>,
): InvoiceEntries {
  const fallback: InvoiceEntries = {
    ...defaults,
    referenceNumber: '',
    invoiceNumber: '',
    latePaymentInterest: '',
    dueDays: defaultDueDays,
    additionalInfo: '',
  };
  return { ...fallback, ...readStored(invoiceEntriesKey(itemId), fallback, isEntries) };
}

export function storeInvoiceEntries(itemId: number, entries: InvoiceEntries): void {
  try {
    window.localStorage.setItem(invoiceEntriesKey(itemId), JSON.stringify(entries));
  } catch {
    // A full or blocked storage only costs the entries' memory.
  }
}
