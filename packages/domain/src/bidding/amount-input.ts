import { z } from 'zod';
import { parseIntegerInput } from '../auction-items/input-patterns.js';

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
 * The form's schema for an amount field: the typed text becomes whole euros, or the issue's
 * message is the problem's key (as the server's validation answers name their rules).
 */
export const amountInputSchema = (limits: AmountLimits) =>
  z.string().transform((text, context) => {
    const problem = findAmountProblem(text, limits);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem.key, params: problem });
      return z.NEVER;
    }
    return parseIntegerInput(text)!;
  });

/** The bid box (spec 2): a bid under the minimum still opens the dialog, which says the price moved. */
export const bidFormSchema = (limits: AmountLimits) =>
  z.object({ amount: amountInputSchema({ minimum: 1, maximum: limits.maximum }) });

/** The bid machine dialog (spec 2 and 5): the ceiling between its minimum and maximum. */
export const ceilingFormSchema = (limits: AmountLimits) =>
  z.object({ ceiling: amountInputSchema(limits) });
