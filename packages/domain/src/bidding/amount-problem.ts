import { parseIntegerInput } from '../auction-items/input-patterns.js';

// The rule of a typed amount, without the forms' schemas (amount-input.ts): the bid box on the
// item page a buyer opens reads it alone, and a module with zod schemas would bring the library
// into its first load (issue 10).

/** The euros an amount field accepts now: the bid box's or the ceiling's limits (spec 5). */
export interface AmountLimits {
  minimum: number;
  maximum: number;
}

/** Why a typed amount cannot be sent, as the validation catalogue's key and its limit. */
export type AmountProblem =
  { key: 'integer' } | { key: 'max'; max: number } | { key: 'min'; min: number };

/**
 * A bid or a ceiling typed by a user (spec 5: digits, spaces ignored, no leading zero, above
 * zero), held to the item's limits. The server checks the same limits again when it decides.
 */
export function findAmountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  const amount = parseIntegerInput(text);
  if (amount === null || amount === 0) return { key: 'integer' };
  if (amount > limits.maximum) return { key: 'max', max: limits.maximum };
  if (amount < limits.minimum) return { key: 'min', min: limits.minimum };
  return null;
}

/**
 * The bid box (spec 2): the whole euros it may ask to bid, or null. A bid under the minimum
 * still opens the dialog, which says the price moved; one over the maximum, or no whole number,
 * does not.
 */
export function bidBoxAmountOf(text: string, limits: AmountLimits): number | null {
  const problem = findAmountProblem(text, limits);
  return problem === null || problem.key === 'min' ? parseIntegerInput(text) : null;
}
