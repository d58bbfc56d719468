import { ItemStatus, type AdditionalInfo, type AuctionItemMessage } from '@dealer/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { itemPageRoutes, makeBuyerItem } from '../../../bidding/test/bidding-fixtures';

const xss = '<img src=x onerror="alert(1)">';
const message = (id: number, change: Partial<AuctionItemMessage> = {}): AuctionItemMessage => ({
  id,
  text: `Kysymys ${id}`,
  timestamp: '2026-03-12T10:00:00Z',
  isMyMessage: false,
  anonymizedUserNumber: 1,
  userName: null,
  organisationName: null,
  senderRole: 2,
  auctionMessageId: null,
  ...change,
});
const addition = (id: number, text: string, timeStamp: string): AdditionalInfo => ({
  id,
  timeStamp,
  text,
  files: [],
});

describe('print view', { timeout: 20_000 }, () => {
  it('prints the additions, then the questions with answers, before the bid history; markup as text', async () => {
    const item = makeBuyerItem({
      status: ItemStatus.Ended,
      isEnded: true,
      end: new Date(Date.now() - 3_600_000).toISOString(),
    });
    mockApi(
      itemPageRoutes(item, buyerFlags, {
        'GET /api/AuctionItems/123/topBids': { body: [] },
        'GET /api/AuctionItems/123/additional-infos': {
          body: [
            addition(2, 'Uudet renkaat vaihdettu.', '2026-03-12T11:00:00Z'),
            addition(1, xss, '2026-03-12T09:00:00Z'),
          ],
        },
        'GET /api/AuctionItems/123/messages': {
          body: [
            message(5, { text: 'Onko huoltokirja?' }),
            message(6, { text: 'On.', auctionMessageId: 5 }),
          ],
        },
      }),
    );
    renderApp('/ilmoitukset/123/print');
    const additions = await screen.findByTestId('print-additions');
    const entries = within(additions).getAllByTestId('print-addition');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining(xss),
      expect.stringContaining('Uudet renkaat vaihdettu.'),
    ]);
    expect(additions.querySelector('img')).toBeNull();

    const questions = await screen.findByTestId('print-questions');
    expect(within(questions).getByTestId('print-question').textContent).toContain(
      'Onko huoltokirja?',
    );
    expect(within(questions).getByTestId('print-answer').textContent).toBe('On.');

    // Spec order: additions, questions, bid history.
    const page = screen.getByTestId('print-page');
    const headings = Array.from(page.querySelectorAll('h2')).map((h) => h.textContent);
    const at = (key: string) => headings.findIndex((heading) => heading === key);
    expect(at('Tarjoushistoria')).toBeGreaterThan(at('Kysymykset'));
    expect(at('Kysymykset')).toBeGreaterThan(at('Lisäykset huutokaupan aikana'));
  });
});
