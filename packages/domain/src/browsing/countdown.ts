const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
// Calendar-free lengths: a countdown shows the order of magnitude, not a calendar date.
const month = 30 * day;
const year = 365 * day;

/** The time left as the two units spec 4 shows; the web words it. */
export type CountdownParts =
  | { kind: 'ended' }
  | { kind: 'yearsMonths'; years: number; months: number }
  | { kind: 'monthsDays'; months: number; days: number }
  | { kind: 'daysHours'; days: number; hours: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'hoursMinutes'; hours: number; minutes: number }
  | { kind: 'minutesSeconds'; minutes: number; seconds: number };

/**
 * Spec 4: years and months; months and days; days and hours (two days or more); hours alone
 * (24 to 47) on the last day but one; hours and minutes; minutes and seconds.
 */
export function countdownParts(msLeft: number): CountdownParts {
  if (msLeft <= 0) return { kind: 'ended' };
  if (msLeft >= year) {
    return {
      kind: 'yearsMonths',
      years: Math.floor(msLeft / year),
      months: Math.floor((msLeft % year) / month),
    };
  }
  if (msLeft >= month) {
    return {
      kind: 'monthsDays',
      months: Math.floor(msLeft / month),
      days: Math.floor((msLeft % month) / day),
    };
  }
  if (msLeft >= 2 * day) {
    return {
      kind: 'daysHours',
      days: Math.floor(msLeft / day),
      hours: Math.floor((msLeft % day) / hour),
    };
  }
  if (msLeft >= day) return { kind: 'hours', hours: Math.floor(msLeft / hour) };
  if (msLeft >= hour) {
    return {
      kind: 'hoursMinutes',
      hours: Math.floor(msLeft / hour),
      minutes: Math.floor((msLeft % hour) / minute),
    };
  }
  return {
    kind: 'minutesSeconds',
    minutes: Math.floor(msLeft / minute),
    seconds: Math.floor((msLeft % minute) / second),
  };
}

/** Spec 4: a countdown asks for the server time again when 9 to 10 seconds remain. */
export const shouldResyncClock = (msLeft: number): boolean =>
  msLeft > 9 * second && msLeft <= 10 * second;
