import type { Locale } from '../i18n/locale.js';
import { businessTimeZone } from '../time/helsinki.js';

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

const partFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

function helsinkiParts(instant: Date): Parts {
  const parts = Object.fromEntries(
    partFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  ) as Parts;
  return parts;
}

const pad = (value: string) => value.padStart(2, '0');

/**
 * A date in Helsinki time as the user's locale writes it: D.M.YYYY in Finnish (the spec's
 * format), DD/MM/YYYY in English, YYYY-MM-DD in Swedish.
 */
export function formatDate(instant: Date, locale: Locale): string {
  const { day, month, year } = helsinkiParts(instant);
  switch (locale) {
    case 'fi-fi':
      return `${Number(day)}.${Number(month)}.${year}`;
    case 'en-gb':
      return `${pad(day)}/${pad(month)}/${year}`;
    case 'sv-se':
      return `${year}-${pad(month)}-${pad(day)}`;
  }
}

/** Date and time in Helsinki time: D.M.YYYY H:mm in Finnish. */
export function formatDateTime(instant: Date, locale: Locale): string {
  const { hour, minute } = helsinkiParts(instant);
  const time = locale === 'fi-fi' ? `${Number(hour)}:${minute}` : `${pad(hour)}:${minute}`;
  return `${formatDate(instant, locale)} ${time}`;
}

/**
 * Date and time with seconds in Helsinki time (the bid history): D.M.YYYY H:mm:ss in Finnish.
 * Every Helsinki offset is whole minutes, so the seconds are those of UTC.
 */
export function formatDateTimeWithSeconds(instant: Date, locale: Locale): string {
  return `${formatDateTime(instant, locale)}:${String(instant.getUTCSeconds()).padStart(2, '0')}`;
}
