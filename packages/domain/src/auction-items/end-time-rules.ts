import { helsinkiClock, helsinkiDateKey } from './helsinki-time.js';

export type EndTimeIssue =
  'end_after_start' | 'end_in_past' | 'weekend' | 'special_day' | 'end_time_window';

export interface EndTimeCheck {
  errors: EndTimeIssue[];
  warnings: EndTimeIssue[];
}

export interface EndTimeContext {
  start: Date;
  now: Date;
  fixedEndTime: boolean;
  /** Finnish special days (public holidays and bank holidays such as Midsummer Eve), YYYY-MM-DD. */
  isSpecialDay: (dateKey: string) => boolean;
}

/**
 * Spec 5: the end is after the start and not in the past. A normal item must not end on a
 * weekend or a special day, and ends between 10:00 and 18:00 Helsinki time; with fixedEndTime
 * those three are warnings only (an unusual end time).
 */
export function checkEndTime(end: Date, context: EndTimeContext): EndTimeCheck {
  const errors: EndTimeIssue[] = [];
  const calendar: EndTimeIssue[] = [];
  if (end.getTime() <= context.start.getTime()) errors.push('end_after_start');
  if (end.getTime() < context.now.getTime()) errors.push('end_in_past');
  const { hours, minutes, weekday } = helsinkiClock(end);
  if (weekday === 0 || weekday === 6) calendar.push('weekend');
  if (context.isSpecialDay(helsinkiDateKey(end))) calendar.push('special_day');
  const minutesOfDay = hours * 60 + minutes;
  if (minutesOfDay < 10 * 60 || minutesOfDay > 18 * 60) calendar.push('end_time_window');
  return context.fixedEndTime
    ? { errors, warnings: calendar }
    : { errors: [...errors, ...calendar], warnings: [] };
}
