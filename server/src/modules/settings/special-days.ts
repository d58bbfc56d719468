import Holidays from 'date-holidays';

// ARCHITECTURE 2: Finnish special days are date-holidays' `public` and `bank` types (Midsummer
// Eve and Christmas Eve are `bank`). Computed once per year and kept.
const finland = new Holidays('FI');
const byYear = new Map<number, string[]>();

/** Special days of a year as YYYY-MM-DD. */
export function specialDaysOf(year: number): string[] {
  let days = byYear.get(year);
  if (!days) {
    days = finland
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
      .map((holiday) => holiday.date.slice(0, 10));
    byYear.set(year, days);
  }
  return days;
}

/** Whether a Helsinki date (YYYY-MM-DD) is a Finnish special day. */
export const isSpecialDay = (dateKey: string) =>
  specialDaysOf(Number(dateKey.slice(0, 4))).includes(dateKey);
