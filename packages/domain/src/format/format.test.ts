import { describe, expect, it } from 'vitest';
import { intlLocaleOf, locales, resolveLocale } from '../i18n/locale.js';
import { formatDate, formatDateTime, formatDateTimeWithSeconds } from './date-time.js';
import { formatEuros, formatNumber } from './money.js';

// Intl writes a narrow no-break space between groups in Finnish and Swedish.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it.each([
    ['fi-fi', 12345, '12 345 €'],
    ['fi-fi', 0, '0 €'],
    ['fi-fi', 1234.6, '1 235 €'],
    ['en-gb', 12345, '€12,345'],
    ['sv-se', 12345, '12 345 €'],
  ] as const)('%s %d → %s', (locale, amount, expected) => {
    expect(plain(formatEuros(amount, locale))).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    ['fi-fi', 123456, '123 456'],
    ['en-gb', 123456, '123,456'],
    ['sv-se', 123456, '123 456'],
    ['fi-fi', 1.5, '1,5'],
    ['en-gb', 0, '0'],
  ] as const)('%s %d → %s', (locale, value, expected) => {
    expect(plain(formatNumber(value, locale))).toBe(expected);
    // The same answer from the kept format.
    expect(plain(formatNumber(value, locale))).toBe(expected);
  });
});

describe('formatDateTime in Helsinki time', () => {
  it.each([
    ['fi-fi', '2026-03-05T07:05:00Z', '5.3.2026 9:05'],
    ['fi-fi', '2026-07-05T15:00:00Z', '5.7.2026 18:00'], // summer time, UTC+3
    ['fi-fi', '2026-12-31T22:30:00Z', '1.1.2027 0:30'], // the Helsinki date, not the UTC one
    ['en-gb', '2026-03-05T07:05:00Z', '05/03/2026 09:05'],
    ['sv-se', '2026-03-05T07:05:00Z', '5.3.2026 9.05'], // Finland's Swedish, not 2026-03-05
    ['sv-se', '2026-11-24T16:30:00Z', '24.11.2026 18.30'],
  ] as const)('%s %s → %s', (locale, instant, expected) => {
    expect(formatDateTime(new Date(instant), locale)).toBe(expected);
  });

  it.each([
    ['fi-fi', '22.11.2026'],
    ['en-gb', '22/11/2026'],
    ['sv-se', '22.11.2026'],
  ] as const)('formats a date alone in %s', (locale, expected) => {
    expect(formatDate(new Date('2026-11-22T10:00:00Z'), locale)).toBe(expected);
  });

  it('writes a Swedish date as Intl does for sv-FI, never the ISO order of sv-SE', () => {
    const instant = new Date('2026-11-24T10:00:00Z');
    const swedishInFinland = new Intl.DateTimeFormat(intlLocaleOf('sv-se'), {
      timeZone: 'Europe/Helsinki',
      dateStyle: 'short',
    }).format(instant);
    expect(formatDate(instant, 'sv-se')).toBe(swedishInFinland);
    expect(formatDate(instant, 'sv-se')).not.toMatch(/^2026-/);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['fi-fi', 'fi-fi'],
    ['EN-GB', 'en-gb'],
    ['sv-se', 'sv-se'],
    ['de-de', 'fi-fi'],
    [null, 'fi-fi'],
    [undefined, 'fi-fi'],
  ])('%s → %s', (value, expected) => {
    expect(resolveLocale(value)).toBe(expected);
  });
});

describe('date and time with seconds (the bid history)', () => {
  it.each([
    ['fi-fi', '12.3.2026 14:05:07'],
    ['en-gb', '12/03/2026 14:05:07'],
    ['sv-se', '12.3.2026 14.05.07'],
  ] as const)('%s', (locale, expected) => {
    expect(formatDateTimeWithSeconds(new Date('2026-03-12T12:05:07Z'), locale)).toBe(expected);
  });
});

describe('intlLocaleOf', () => {
  it.each([
    ['fi-fi', 'fi-FI'],
    ['en-gb', 'en-GB'],
    ['sv-se', 'sv-FI'],
  ] as const)('%s formats as %s', (locale, tag) => {
    expect(intlLocaleOf(locale)).toBe(tag);
  });

  it('has a tag Intl supports for every locale', () => {
    const tags = locales.map(intlLocaleOf);
    expect(Intl.DateTimeFormat.supportedLocalesOf(tags)).toEqual(tags);
  });
});
