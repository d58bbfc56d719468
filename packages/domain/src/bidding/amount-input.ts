import { z } from 'zod';
import { parseIntegerInput } from '../auction-items/input-patterns.js';
import { findAmountProblem, type AmountLimits } from './amount-problem.js';

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

/** The bid machine dialog (spec 2 and 5): the ceiling between its minimum and maximum. */
export const ceilingFormSchema = (limits: AmountLimits) =>
  z.object({ ceiling: amountInputSchema(limits) });
