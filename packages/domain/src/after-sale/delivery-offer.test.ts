import { describe, expect, it } from 'vitest';
import { deliveryOfferMessagesOf, deliveryOfferRequestSchema } from './delivery-offer.schema.js';

const valid = {
  auctionItemId: 1,
  buyerName: 'Bertta Buyer',
  buyerEmailAddress: 'bertta@example.test',
  deliveryOfferRequestMakinen: true,
  deliveryOfferRequestSjoberg: true,
};

describe('delivery offer request (spec 5)', () => {
  it.each([
    ['a valid request', valid, true],
    ['a phone number', { ...valid, buyerPhonenumber: '+358 40 123 4567' }, true],
    ['one provider', { ...valid, deliveryOfferRequestSjoberg: false }, true],
    ['no name', { ...valid, buyerName: '  ' }, false],
    ['a bad e-mail', { ...valid, buyerEmailAddress: 'bertta@' }, false],
    [
      'no provider',
      { ...valid, deliveryOfferRequestMakinen: false, deliveryOfferRequestSjoberg: false },
      false,
    ],
  ])('%s', (_name, request, ok) => {
    expect(deliveryOfferRequestSchema.safeParse(request).success).toBe(ok);
  });

  it('keeps an empty phone as none', () => {
    expect(
      deliveryOfferRequestSchema.parse({ ...valid, buyerPhonenumber: '' }).buyerPhonenumber,
    ).toBeNull();
  });
});

describe('delivery offer answer messages (spec 8)', () => {
  it.each([
    ['both succeed', ['makinen', 'sjoberg'], true, true, [{ kind: 'success' }]],
    ['both fail', ['makinen', 'sjoberg'], false, false, [{ kind: 'failed', provider: null }]],
    [
      'one fails, the other succeeds',
      ['makinen', 'sjoberg'],
      false,
      true,
      [{ kind: 'failed', provider: 'makinen' }, { kind: 'success' }],
    ],
    [
      'the only one asked fails',
      ['sjoberg'],
      false,
      false,
      [{ kind: 'failed', provider: 'sjoberg' }],
    ],
    ['the only one asked succeeds', ['sjoberg'], false, true, [{ kind: 'success' }]],
  ] as const)('%s', (_name, asked, makinenSuccess, sjobergSuccess, messages) => {
    expect(deliveryOfferMessagesOf(asked, { makinenSuccess, sjobergSuccess })).toEqual(messages);
  });
});
