/** Spec 5/9: a Finnish business identity code is seven digits, a hyphen and a check digit. */
export const businessIdentityCodePattern = /^\d{7}-\d$/;

// The check digit of the Finnish business identity code (Y-tunnus): the digits weighted
// 7, 9, 10, 5, 8, 4, 2, summed, modulo 11; remainder 0 gives 0, remainder 1 is never issued,
// otherwise 11 - remainder.
const weights = [7, 9, 10, 5, 8, 4, 2];

/** Whether the code's last digit is the one its first seven digits call for. */
export function hasValidCheckDigit(code: string): boolean {
  if (!businessIdentityCodePattern.test(code)) return false;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(code[index]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return Number(code[8]) === check;
}

export type BusinessIdentityCodeRule =
  'mandatory' | 'wrong_pattern' | 'wrong_check_digit' | 'item_already_exists';

/**
 * The rule a target group item's business identity code breaks (spec 5): mandatory, the
 * 1234567-8 pattern with a valid check digit, and not already in the group.
 */
export function checkBusinessIdentityCode(
  code: string | null | undefined,
  codesInGroup: readonly string[] = [],
): BusinessIdentityCodeRule | null {
  const value = code?.trim() ?? '';
  if (value === '') return 'mandatory';
  if (!businessIdentityCodePattern.test(value)) return 'wrong_pattern';
  if (!hasValidCheckDigit(value)) return 'wrong_check_digit';
  if (codesInGroup.includes(value)) return 'item_already_exists';
  return null;
}
