import { helsinkiDateKey } from './helsinki-time.js';

/** How many model years the model-year dropdown offers: next year and the 60 before it. */
const modelYearCount = 61;

/**
 * The model-year dropdown's values (GetDefaultLists ModelYear), newest first: next year's models
 * are sold from the autumn, so the list starts a year ahead of the server clock's Helsinki year.
 */
export function modelYearOptions(now: Date): number[] {
  const year = Number(helsinkiDateKey(now).slice(0, 4));
  return Array.from({ length: modelYearCount }, (_, index) => year + 1 - index);
}
