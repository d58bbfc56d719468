import { intlLocaleOf, type Locale } from '../i18n/locale.js';

const centFormats = new Map<Locale, Intl.NumberFormat>();

/** An amount in cents as euros with two decimals in the user's locale ("1 234,50 €"). */
export function formatCents(cents: number, locale: Locale): string {
  let format = centFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    centFormats.set(locale, format);
  }
  return format.format(cents / 100);
}
