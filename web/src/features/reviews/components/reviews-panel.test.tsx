import type { Review } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../test/fixtures';
import { makeBuyerItem, openItemPage } from '../../bidding/test/bidding-fixtures';

const hour = 3_600_000;
const wonItem = () =>
  makeBuyerItem({
    status: 4,
    isEnded: true,
    end: new Date(Date.now() - hour).toISOString(),
    winnerMarker: 2,
    ownBidderMarker: 2,
    isFinished: true,
    isWinningBidSelected: true,
  });
const long = `${'Auto oli juuri kuten kuvattu ja nouto sujui hyvin. '.repeat(6)}Loppu.`;
const sellerReview: Review = {
  id: 5,
  reviewType: 1,
  userId: 1,
  thumbsUp: true,
  description: long,
  isMine: false,
  timestamp: '2026-03-12T10:00:00Z',
};

describe('reviews on an ended item', { timeout: 20_000 }, () => {
  it('the winner writes a review: a thumb or a reason, a counter above 400 characters', async () => {
    const { user, calls } = await openItemPage(wonItem(), buyerFlags, {
      'GET /api/AuctionItems/123/reviews': { body: [sellerReview] },
      'GET /api/AuctionItems/123/additional-infos': { body: [] },
      'GET /api/AuctionItems/123/messages': { body: [] },
      'POST /api/AuctionItems/123/AddReview': { body: { id: 6 } },
    });
    const panel = await screen.findByTestId('reviews');
    // The seller's long review is cut at 215 characters, and shown whole on request.
    const text = await within(panel).findByTestId('review-text');
    expect(text.textContent.length).toBeLessThanOrEqual(216);
    await user.click(within(panel).getByTestId('review-expand'));
    expect(within(panel).getByTestId('review-text').textContent).toBe(long);

    await user.click(within(panel).getByTestId('review-open'));
    const dialog = await screen.findByTestId('review-dialog');
    await user.click(within(dialog).getByTestId('review-save'));
    expect(await screen.findByText('Anna perustelu tai peukku')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/AddReview'))).toBe(false);

    const box = within(dialog).getByRole('textbox');
    await user.click(box);
    await user.paste('a'.repeat(400));
    expect(dialog.textContent).not.toContain('400 / 500');
    await user.type(box, 'b');
    expect(dialog.textContent).toContain('401 / 500');
    await user.click(within(dialog).getByTestId('thumb-up'));
    await user.click(within(dialog).getByTestId('review-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/AddReview'))?.body).toEqual({
        organisationId: 7,
        reviewType: 2,
        thumbsUp: true,
        description: `${'a'.repeat(400)}b`,
      }),
    );
  });
});
