/**
 * What a licence number may be written with between its parts: white space, the ASCII hyphen,
 * the Unicode hyphens and dashes (U+2010-U+2015) a phone keyboard or a pasted text brings, and
 * the minus sign. One pattern for JavaScript and PostgreSQL's regexp_replace (both read `\s` in a
 * bracket and a final `-` as itself), so that the server's search compares what the web does.
 */
export const licenseNumberSeparatorPattern = '[\\s\u2010-\u2015\u2212-]+';
const separators = new RegExp(licenseNumberSeparatorPattern, 'gu');

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
