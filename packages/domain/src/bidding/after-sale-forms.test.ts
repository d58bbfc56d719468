import { describe, expect, it } from 'vitest';
import {
  confirmNotSoldFormSchema,
  confirmSoldFormSchema,
  finishSaleFormSchema,
} from './after-sale-forms.js';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);

describe('after-sale forms', () => {
  it.each([
    [
      { choice: 12, price: '5 300' },
      { bidId: 12, price: 5_300 },
    ],
    [{ choice: 'none', price: '' }, { bidId: null }],
    [{ choice: 'none', price: 'abc' }, { bidId: null }],
  ])('finish the sale: %j becomes %j', (form, request) => {
    expect(finishSaleFormSchema.parse(form)).toEqual(request);
  });

  it.each([
    [{ choice: null, price: '' }, ['choice: mandatory']],
    [{ choice: 12, price: '' }, ['price: integer']],
    [{ choice: 12, price: '0' }, ['price: integer']],
    [{ choice: 12, price: '05300' }, ['price: integer']],
    [{ choice: 12, price: '100000001' }, ['price: max']],
  ])('finish the sale refuses %j', (form, issues) => {
    expect(issuesOf(finishSaleFormSchema.safeParse(form))).toEqual(issues);
  });

  it('confirms sold with a whole price, and not sold only with a reason', () => {
    expect(confirmSoldFormSchema.parse({ price: '8 000' })).toEqual({ isSold: true, price: 8_000 });
    expect(issuesOf(confirmSoldFormSchema.safeParse({ price: '8000,5' }))).toEqual([
      'price: integer',
    ]);
    expect(confirmNotSoldFormSchema.parse({ description: ' No deal ' })).toEqual({
      isSold: false,
      description: 'No deal',
    });
    expect(issuesOf(confirmNotSoldFormSchema.safeParse({ description: '   ' }))).toEqual([
      'description: description_required',
    ]);
  });
});
