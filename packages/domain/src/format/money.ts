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

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A plain number in the user's locale ("123 456" in Finnish: a mileage, a power). One format per
 * locale, made once: a list or an item page formats dozens, and making an Intl format is the
 * costly part.
 */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale));
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
