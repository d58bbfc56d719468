import { describe, expect, it } from 'vitest';
import {
  cutReview,
  findReviewBlock,
  findReviewContentBlock,
  ReviewType,
  showsReviewCounter,
  type ReviewFacts,
} from './review-rules.js';
import { addReviewSchema } from './reviews.js';

const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
const base: ReviewFacts = {
  reviewType: ReviewType.Buyer,
  isAuctioneer: false,
  isWinner: true,
  isEnded: true,
  soldConfirmedAt: daysAgo(1),
  hasReviewed: false,
};
const outcome = (facts: Partial<ReviewFacts>) => {
  const block = findReviewBlock({ ...base, ...facts }, now);
  return block === null ? 'ok' : (block.fields?.reviewType ?? block.code);
};

describe('who reviews, and when (spec 4)', () => {
  it.each<[string, Partial<ReviewFacts>, string]>([
    ['the winning buyer of an ended item', {}, 'ok'],
    ['the winning buyer, before confirmation', { soldConfirmedAt: null }, 'ok'],
    ['a losing buyer', { isWinner: false }, 'forbidden'],
    ['the winner before the end', { isEnded: false }, 'forbidden'],
    ['the winning buyer again', { hasReviewed: true }, 'already_reviewed'],
    [
      'the auctioneer after a sold confirmation',
      { reviewType: ReviewType.Auctioneer, isAuctioneer: true, isWinner: false },
      'ok',
    ],
    [
      'the auctioneer on day 30',
      { reviewType: ReviewType.Auctioneer, isAuctioneer: true, soldConfirmedAt: daysAgo(30) },
      'ok',
    ],
    [
      'the auctioneer on day 31',
      { reviewType: ReviewType.Auctioneer, isAuctioneer: true, soldConfirmedAt: daysAgo(30.01) },
      'window_passed',
    ],
    [
      'the auctioneer before any confirmation',
      { reviewType: ReviewType.Auctioneer, isAuctioneer: true, soldConfirmedAt: null },
      'not_confirmed',
    ],
    [
      'the auctioneer again',
      { reviewType: ReviewType.Auctioneer, isAuctioneer: true, hasReviewed: true },
      'already_reviewed',
    ],
    ['a buyer as auctioneer', { reviewType: ReviewType.Auctioneer }, 'forbidden'],
    [
      'anyone on the AI summary',
      { reviewType: ReviewType.AISummary, isWinner: false, isEnded: false },
      'ok',
    ],
    [
      'the AI summary again',
      { reviewType: ReviewType.AISummary, hasReviewed: true },
      'already_reviewed',
    ],
  ])('%s', (_name, facts, expected) => {
    expect(outcome(facts)).toBe(expected);
  });
});

describe('what a review holds (spec 5)', () => {
  it.each([
    ['a thumb up', { thumbsUp: true }, null],
    ['a thumb down', { thumbsUp: false }, null],
    ['a reason only', { description: 'Sujuva kauppa' }, null],
    ['neither', { thumbsUp: null, description: null }, 'review_missing_info'],
    ['a blank reason', { description: '   ' }, 'review_missing_info'],
  ] as const)('a sale review with %s', (_name, review, expected) => {
    const block = findReviewContentBlock({ reviewType: ReviewType.Buyer, ...review });
    expect(block?.fields?.description ?? null).toBe(expected);
  });

  it('the AI summary needs a thumb, its comment is optional', () => {
    expect(findReviewContentBlock({ reviewType: ReviewType.AISummary, thumbsUp: true })).toBeNull();
    expect(
      findReviewContentBlock({ reviewType: ReviewType.AISummary, description: 'Hyvä' })?.fields,
    ).toEqual({ thumbsUp: 'required' });
  });

  it.each([
    [500, true],
    [501, false],
  ])('a description of %i characters is accepted: %s', (length, accepted) => {
    const parsed = addReviewSchema.safeParse({
      organisationId: 1,
      reviewType: 2,
      description: 'a'.repeat(length),
    });
    expect(parsed.success).toBe(accepted);
  });

  it('refuses review types the wire does not have', () => {
    expect(
      addReviewSchema.safeParse({ organisationId: 1, reviewType: 3, thumbsUp: true }).success,
    ).toBe(false);
  });
});

describe('showing a review (spec 2, 9)', () => {
  it.each([
    [400, false],
    [401, true],
  ])('the counter at %i characters shows: %s', (length, shows) => {
    expect(showsReviewCounter(length)).toBe(shows);
  });

  it('cuts a review over 215 characters, whole when expanded', () => {
    const exact = 'a'.repeat(215);
    expect(cutReview(exact, false)).toEqual({ text: exact, isCut: false });
    const long = `${'sana '.repeat(60)}loppu`;
    const cut = cutReview(long, false);
    expect(cut.isCut).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(216);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cutReview(long, true)).toEqual({ text: long, isCut: false });
    const oneWord = 'x'.repeat(300);
    expect(cutReview(oneWord, false).text).toBe(`${'x'.repeat(215)}…`);
  });
});
