import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../test/fixtures';
import { makeBuyerItem, openItemPage } from '../../bidding/test/bidding-fixtures';
import { aiSummaryOpenKey } from './ai-summary-panel';

const summary = (writer: 'model' | 'template') => ({
  writer,
  model: writer === 'model' ? 'test-model' : null,
  texts: { 'fi-fi': 'Myynnissä on Skoda Octavia.', 'en-gb': 'For sale.', 'sv-se': 'Till salu.' },
  createdAt: '2026-03-12T10:00:00Z',
});
const routes = (writer: 'model' | 'template') => ({
  'GET /api/AuctionItems/123/ai-summary': { body: summary(writer) },
  'GET /api/AuctionItems/123/reviews': { body: [] },
  'GET /api/AuctionItems/123/messages': { body: [] },
  'GET /api/AuctionItems/123/additional-infos': { body: [] },
  'POST /api/AuctionItems/123/AddReview': { body: { id: 1 } },
});

describe('the AI summary on the item page', { timeout: 20_000 }, () => {
  it('names the template as the template, and a model by its name', async () => {
    await openItemPage(makeBuyerItem(), buyerFlags, routes('template'));
    const writer = await screen.findByTestId('ai-summary-writer');
    expect(writer.dataset.writer).toBe('template');
    expect(writer.textContent).toContain('ei kielimallin kirjoittama');
    expect(screen.getByTestId('ai-summary-text').textContent).toBe('Myynnissä on Skoda Octavia.');
  });

  it('remembers its open state and sends a thumb with a comment as a review of type 101', async () => {
    window.localStorage.removeItem(aiSummaryOpenKey);
    const { user, calls } = await openItemPage(makeBuyerItem(), buyerFlags, routes('model'));
    const panel = await screen.findByTestId('ai-summary');
    expect((await within(panel).findByTestId('ai-summary-writer')).textContent).toContain(
      'test-model',
    );
    await user.click(within(panel).getByTestId('thumb-down'));
    await user.type(within(panel).getByRole('textbox'), 'Renkaat puuttuvat');
    await user.click(within(panel).getByTestId('ai-summary-send'));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/AddReview'))?.body).toEqual({
        organisationId: 7,
        reviewType: 101,
        thumbsUp: false,
        description: 'Renkaat puuttuvat',
      }),
    );
    await user.click(within(panel).getByTestId('ai-summary-toggle'));
    expect(window.localStorage.getItem(aiSummaryOpenKey)).toBe('false');
  });
});
