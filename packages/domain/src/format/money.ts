import { intlLocaleOf, type Locale } from '../i18n/locale.js';

const euroFormats = new Map<Locale, Intl.NumberFormat>();

/** Whole euros in the user's locale, without decimals ("12 345 €" in Finnish). */
export function formatEuros(amount: number, locale: Locale): string {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    euroFormats.set(locale, format);
  }
  return format.format(amount);
}
