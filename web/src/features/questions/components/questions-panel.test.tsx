import { ItemUserType, type AuctionItemMessage } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, sellerFlags } from '../../../test/fixtures';
import { makeBuyerItem, openItemPage } from '../../bidding/test/bidding-fixtures';

const xss = '<img src=x onerror="alert(1)">';
const question = (id: number, change: Partial<AuctionItemMessage> = {}): AuctionItemMessage => ({
  id,
  text: `Kysymys ${id}`,
  timestamp: '2026-03-12T10:00:00Z',
  isMyMessage: false,
  anonymizedUserNumber: id,
  userName: null,
  organisationName: null,
  senderRole: 2,
  auctionMessageId: null,
  ...change,
});

describe('questions on the item page', { timeout: 20_000 }, () => {
  it('a buyer asks: send waits for text, markup shows as text, a live answer appears', async () => {
    let messages = [question(1, { text: xss })];
    const { user, calls, send } = await openItemPage(makeBuyerItem(), buyerFlags, {
      'GET /api/AuctionItems/123/messages': () => ({ body: messages }),
      'GET /api/AuctionItems/123/additional-infos': { body: [] },
      'POST /api/Messages/123/AuctionItemMessage': { body: { id: 2 } },
    });
    const section = await screen.findByTestId('questions');
    expect(await within(section).findByText(xss)).toBeTruthy();
    expect(section.querySelector('img')).toBeNull();
    expect(within(section).getByText(/Käyttäjä 1/)).toBeTruthy();

    const form = within(section).getByTestId('question-form');
    const button = within(form).getByRole<HTMLButtonElement>('button', { name: 'Lähetä kysymys' });
    expect(button.disabled).toBe(true);
    await user.type(within(form).getByRole('textbox'), '   ');
    expect(button.disabled).toBe(true);
    await user.type(within(form).getByRole('textbox'), 'Onko renkaat?');
    expect(button.disabled).toBe(false);
    await user.click(button);
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path.includes('Message'))?.body,
      ).toEqual({
        organisationId: 7,
        text: 'Onko renkaat?',
        auctionMessageId: null,
      }),
    );

    messages = [
      ...messages,
      question(3, {
        text: 'Uudet talvirenkaat.',
        auctionMessageId: 1,
        organisationName: 'Myyjä Oy',
        anonymizedUserNumber: 2,
      }),
    ];
    send({
      type: 'NewAuctionItemMessage',
      organisationId: 9,
      itemId: 123,
      messageId: 3,
      auctionMessageId: 1,
      text: 'Uudet talvirenkaat.',
      timestamp: '2026-03-12T10:05:00Z',
      anonymizedUserNumber: 2,
    });
    expect(await within(section).findByTestId('answer')).toBeTruthy();
    expect(within(section).getByTestId('answer').textContent).toContain('Uudet talvirenkaat.');
  });

  it('the seller answers in an area that closes on a click outside it', async () => {
    const item = makeBuyerItem({ userType: ItemUserType.Auctioneer, organisationId: 7 });
    const { user } = await openItemPage(item, sellerFlags, {
      'GET /api/AuctionItems/123/messages': { body: [question(1)] },
      'GET /api/AuctionItems/123/additional-infos': { body: [] },
    });
    const section = await screen.findByTestId('questions');
    expect(within(section).queryByTestId('question-form')).toBeNull();
    await user.click(await within(section).findByRole('button', { name: 'Vastaa' }));
    const form = within(section).getByTestId('answer-form');
    expect(
      within(form).getByRole<HTMLButtonElement>('button', { name: 'Lähetä vastaus' }).disabled,
    ).toBe(true);
    await user.click(screen.getAllByRole('heading', { level: 2 })[0]!);
    await waitFor(() => expect(within(section).queryByTestId('answer-form')).toBeNull());
  });
});
