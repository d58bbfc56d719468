import { describe, expect, it } from 'vitest';
import { amountInputSchema, ceilingFormSchema } from './amount-input.js';
import { bidBoxAmountOf, findAmountProblem } from './amount-problem.js';

const limits = { minimum: 1_020, maximum: 11_000 };

describe('a typed amount', () => {
  it.each([
    ['1020', null],
    ['1 020', null],
    ['11 000', null],
    ['11001', { key: 'max', max: 11_000 }],
    ['1019', { key: 'min', min: 1_020 }],
    ['0', { key: 'integer' }],
    ['', { key: 'integer' }],
    ['01020', { key: 'integer' }],
    ['1020,5', { key: 'integer' }],
    ['-1020', { key: 'integer' }],
    ['1e4', { key: 'integer' }],
  ])('%j: %j', (text, problem) => {
    expect(findAmountProblem(text, limits)).toEqual(problem);
  });

  it('parses to whole euros, or fails with the rule key as its message', () => {
    expect(amountInputSchema(limits).parse('2 500')).toBe(2_500);
    const result = amountInputSchema(limits).safeParse('12000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('max');
  });

  it('lets the bid box ask under the minimum (the dialog says the price moved), never over the maximum', () => {
    expect(bidBoxAmountOf('500', limits)).toBe(500);
    expect(bidBoxAmountOf('1 020', limits)).toBe(1_020);
    expect(bidBoxAmountOf('11001', limits)).toBeNull();
    expect(bidBoxAmountOf('0', limits)).toBeNull();
    expect(bidBoxAmountOf('12,5', limits)).toBeNull();
    expect(ceilingFormSchema(limits).safeParse({ ceiling: '500' }).success).toBe(false);
    expect(ceilingFormSchema(limits).parse({ ceiling: '1 020' })).toEqual({ ceiling: 1_020 });
  });
});
