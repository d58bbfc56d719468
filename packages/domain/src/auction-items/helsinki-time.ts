import { TZDate } from '@date-fns/tz';
import { businessTimeZone } from '../time/helsinki.js';

/** The Helsinki calendar date of an instant as YYYY-MM-DD. */
export function helsinkiDateKey(instant: Date): string {
  const local = new TZDate(instant.getTime(), businessTimeZone);
  const month = String(local.getMonth() + 1).padStart(2, '0');
  const day = String(local.getDate()).padStart(2, '0');
  return `${local.getFullYear()}-${month}-${day}`;
}

/** Hours and minutes of an instant on the Helsinki clock. */
export function helsinkiClock(instant: Date): { hours: number; minutes: number; weekday: number } {
  const local = new TZDate(instant.getTime(), businessTimeZone);
  return { hours: local.getHours(), minutes: local.getMinutes(), weekday: local.getDay() };
}

/** The instant of a Helsinki wall-clock time (summer time handled by the zone rules). */
export function helsinkiInstant(
  year: number,
  monthIndex: number,
  day: number,
  hours = 0,
  minutes = 0,
): Date {
  return new Date(new TZDate(year, monthIndex, day, hours, minutes, businessTimeZone).getTime());
}

/** Spec 4 and 9: a new draft starts today at 00:00 and ends 14 days later at 18:00, Helsinki time. */
export function newDraftTimes(now: Date): { start: Date; end: Date } {
  const today = new TZDate(now.getTime(), businessTimeZone);
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = today.getDate();
  return {
    start: helsinkiInstant(year, month, day, 0, 0),
    end: helsinkiInstant(year, month, day + 14, 18, 0),
  };
}
