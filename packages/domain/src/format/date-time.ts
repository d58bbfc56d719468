import type { Locale } from '../i18n/locale.js';
import { businessTimeZone } from '../time/helsinki.js';

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

// Made on first use, not when the module loads: a format with a time zone is the costly part
// (several milliseconds of a phone's CPU), and a page that imports this module is evaluated in
// one task, where it would add to the page's longest.
let partFormat: Intl.DateTimeFormat | undefined;

function helsinkiParts(instant: Date): Parts {
  partFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    partFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  ) as Parts;
  return parts;
}

const pad = (value: string) => value.padStart(2, '0');

/**
 * A date in Helsinki time as the user's locale writes it: D.M.YYYY in Finnish (the spec's
 * format), DD/MM/YYYY in English, D.M.YYYY in Swedish (Finland's Swedish, as Intl sv-FI writes).
 */
export function formatDate(instant: Date, locale: Locale): string {
  const { day, month, year } = helsinkiParts(instant);
  switch (locale) {
    case 'fi-fi':
    case 'sv-se':
      return `${Number(day)}.${Number(month)}.${year}`;
    case 'en-gb':
      return `${pad(day)}/${pad(month)}/${year}`;
  }
}

/** The time of day: H:mm in Finnish (the spec's), HH:mm in English, H.mm in Swedish (sv-FI). */
function formatTime(instant: Date, locale: Locale, withSeconds: boolean): string {
  const { hour, minute } = helsinkiParts(instant);
  // Every Helsinki offset is whole minutes, so the seconds are those of UTC.
  const second = String(instant.getUTCSeconds()).padStart(2, '0');
  const separator = locale === 'sv-se' ? '.' : ':';
  const hours = locale === 'en-gb' ? pad(hour) : String(Number(hour));
  return [hours, minute, ...(withSeconds ? [second] : [])].join(separator);
}

/** Date and time in Helsinki time: D.M.YYYY H:mm in Finnish. */
export function formatDateTime(instant: Date, locale: Locale): string {
  return `${formatDate(instant, locale)} ${formatTime(instant, locale, false)}`;
}

/** Date and time with seconds in Helsinki time (the bid history): D.M.YYYY H:mm:ss in Finnish. */
export function formatDateTimeWithSeconds(instant: Date, locale: Locale): string {
  return `${formatDate(instant, locale)} ${formatTime(instant, locale, true)}`;
}
