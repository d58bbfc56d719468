import { helsinkiInstant } from './helsinki-time.js';

/** Spec 5: dates are YYYY-MM-DD or D.M.YYYY (at most 10 characters); returns null when invalid. */
export function parseDateInput(text: string): { year: number; month: number; day: number } | null {
  const value = text.trim();
  if (value.length > 10) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : finnish
      ? { year: Number(finnish[3]), month: Number(finnish[2]), day: Number(finnish[1]) }
      : null;
  if (!parts) return null;
  const probe = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const isRealDay =
    probe.getUTCFullYear() === parts.year &&
    probe.getUTCMonth() === parts.month - 1 &&
    probe.getUTCDate() === parts.day;
  return isRealDay ? parts : null;
}

/** Spec 5: time is HH:mm with hours 0-24 and minutes 00-59 (24:00 only as 24:00); null when invalid. */
export function parseTimeInput(text: string): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return { hours, minutes };
}

/** A Helsinki date and time typed by a user, as an instant; null when either part is invalid. */
export function parseHelsinkiDateTime(dateText: string, timeText = '18:00'): Date | null {
  const date = parseDateInput(dateText);
  const time = parseTimeInput(timeText);
  if (!date || !time) return null;
  return helsinkiInstant(date.year, date.month - 1, date.day, time.hours, time.minutes);
}

/** Spec 5 generic rule: integers are digits only, no leading zero, spaces ignored. */
export function parseIntegerInput(text: string): number | null {
  const value = text.replace(/\s/g, '');
  if (!/^(0|[1-9]\d*)$/.test(value)) return null;
  return Number(value);
}

/** Spec 5 generic rule: a decimal or integer with up to 2 decimals, comma or dot. */
export function parseDecimalInput(text: string): number | null {
  const value = text.replace(/\s/g, '').replace(',', '.');
  if (!/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}
