/**
 * Hyphens and dashes a licence number may be typed with: the ASCII hyphen-minus, the Unicode
 * hyphens and dashes (U+2010-U+2015) a phone keyboard or a pasted text brings, and the minus sign.
 */
const separators = /[\s\-\u2010-\u2015\u2212]+/gu;

/**
 * A licence number as a search compares it: upper case, without spaces and hyphens (issue 15:
 * "abc123", "ABC 123" and "abc-123" all find ABC-123).
 */
export const normalizeLicenseNumber = (text: string): string =>
  text.replace(separators, '').toUpperCase();

/** Whether an item's licence number contains the typed one; an empty search matches all. */
export function matchesLicenseNumber(licenseNumber: string | null, search: string): boolean {
  const wanted = normalizeLicenseNumber(search);
  if (wanted === '') return true;
  return normalizeLicenseNumber(licenseNumber ?? '').includes(wanted);
}
