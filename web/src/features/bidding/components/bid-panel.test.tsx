import { ItemStatus, ItemUserType, type AuctionItem, type PermissionFlags } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, nobodyFlags } from '../../../test/fixtures';
import { apiError, type MockRequest } from '../../../test/mock-api';
import { makeBidResult, makeBuyerItem, newBidFrame, openItemPage } from '../test/bidding-fixtures';

const hour = 3_600_000;
// Intl writes a narrow no-break space between groups in Finnish.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const bidCalls = (calls: MockRequest[]) => calls.filter(({ path }) => path.endsWith('/Bid'));
const withMachine = {
  ownBidderMarker: 3,
  bidMachine: {
    id: 40,
    priceMaximum: 8000,
    officeId: 70,
    isActive: false,
    isExceeded: false,
    highestAutomaticBid: 5300,
    dateDeleted: null,
    buyerDeletedPrice: null,
  },
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the buyer types stays: the next price (8,300 €) moves the limits, not the typed bid. */
async function expectTypedBidKept(
  { user, send }: Awaited<ReturnType<typeof openItemPage>>,
  item: AuctionItem,
  input: HTMLInputElement,
) {
  await user.clear(input);
  await user.type(input, '9000');
  send(newBidFrame(item, { priceNow: 8300, bidCount: 4, bidderCount: 3, leaderMarker: 1 }));
  await waitFor(() =>
    expect(plain(screen.getByTestId('bid-limits').textContent)).toContain('8 400 €'),
  );
  expect(input.value).toBe('9000');
}

describe('bid panel', { timeout: 20_000 }, () => {
  it('shows the limits, asks first and bids the amount with an Idempotency-Key', async () => {
    const item = makeBuyerItem();
    const after = {
      ...item,
      priceNow: 5400,
      bidCount: 3,
      bidderCount: 3,
      leaderMarker: 3,
      ownBidderMarker: 3,
    };
    const { user, calls } = await openItemPage(item, buyerFlags, {
      'POST /api/AuctionItems/123/Bid': { body: makeBidResult(after) },
    });
    expect(plain(screen.getByTestId('bid-price').textContent)).toBe('5 200 €');
    expect(plain(screen.getByTestId('bid-limits').textContent)).toBe(
      'Pienin tarjous 5 300 €, suurin 15 200 €',
    );
    expect(screen.getByTestId('bid-counts').textContent).toBe('2 tarjousta · 2 tarjoajaa');
    const input = screen.getByTestId('bid-input');
    expect((input as HTMLInputElement).value).toBe('5300');

    await user.clear(input);
    await user.type(input, '5400');
    await user.click(screen.getByTestId('bid-button'));
    const dialog = await screen.findByTestId('bid-confirm-dialog');
    expect(plain(within(dialog).getByTestId('bid-confirm-text').textContent)).toBe(
      'Huudat kohteesta ABC-123 Volvo V70 5 400 €. Tarjous on sitova.',
    );
    expect(bidCalls(calls)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('bid-confirm'));

    await waitFor(() => expect(screen.getByTestId('bid-own-state').dataset.state).toBe('leading'));
    const [bid] = bidCalls(calls);
    expect(bid!.body).toEqual({
      auctionItemId: 123,
      price: 5400,
      priceNow: 5200,
      organisationId: 7,
      officeId: 70,
    });
    expect(bid!.headers['Idempotency-Key']).toMatch(uuid);
    expect(plain(screen.getByTestId('bid-price').textContent)).toBe('5 400 €');
    expect(screen.getByTestId('bid-button').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('bid-disabled-reason').textContent).toBe(
      'Et voi huutaa, koska organisaatiosi tarjous on korkein.',
    );
  });

  it('resets the typed bid to the minimum when the bid machine is exceeded (spec 4)', async () => {
    const item = makeBuyerItem({
      ...withMachine,
      bidMachine: { ...withMachine.bidMachine, isActive: true },
    });
    const page = await openItemPage(item, buyerFlags);
    const { user, send } = page;
    const input = screen.getByTestId<HTMLInputElement>('bid-input');
    await user.clear(input);
    await user.type(input, '7000');
    send(newBidFrame(item, { priceNow: 8100, bidCount: 3, bidderCount: 3, leaderMarker: 1 }));
    send({ type: 'BidMachineExceeded', itemId: 123, reference: 'ABC-123', priceNow: 8100 });
    await waitFor(() => expect(input.value).toBe('8200'));
    // Typing again is the user's own: the next price moves the limits, not the typed bid.
    await expectTypedBidKept(page, item, input);
  });

  it('prefills the minimum and follows it live until the buyer types (spec 2)', async () => {
    const item = makeBuyerItem();
    const page = await openItemPage(item, buyerFlags);
    const input = screen.getByTestId<HTMLInputElement>('bid-input');
    const prefilled = input.value;
    page.send(newBidFrame(item, { priceNow: 8100, bidCount: 3, bidderCount: 3, leaderMarker: 1 }));
    await waitFor(() => expect(input.value).toBe('8200'));
    expect(prefilled).not.toBe('8200');
    await expectTypedBidKept(page, item, input);
  });

  it('says the price was updated when it moved live, and refreshes to the new minimum', async () => {
    const item = makeBuyerItem();
    const { user, calls, send, itemLoads } = await openItemPage(item, buyerFlags, {
      'POST /api/AuctionItems/123/Bid': {
        body: makeBidResult({ ...item, priceNow: 5600, bidCount: 4, ownBidderMarker: 3 }),
      },
    });
    await user.click(screen.getByTestId('bid-button'));
    const dialog = await screen.findByTestId('bid-confirm-dialog');
    expect(within(dialog).queryByTestId('bid-price-updated')).toBeNull();
    const loadsBefore = itemLoads();

    send(newBidFrame(item, { priceNow: 5500, bidCount: 3, bidderCount: 3, leaderMarker: 1 }));

    // The page moved with the frame, flashing the price, without loading the item again.
    await waitFor(() => expect(plain(screen.getByTestId('bid-price').textContent)).toBe('5 500 €'));
    expect(screen.getByTestId('bid-price').dataset.flash).toBe('true');
    expect(screen.getByTestId('bid-counts').textContent).toBe('3 tarjousta · 3 tarjoajaa');
    expect(itemLoads()).toBe(loadsBefore);
    expect(plain(within(dialog).getByTestId('bid-price-updated').textContent)).toContain(
      'Hinta on päivittynyt. Pienin mahdollinen tarjous on nyt 5 600 €.',
    );
    expect(within(dialog).getByTestId('bid-confirm').hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByTestId('bid-refresh'));
    expect(plain(within(dialog).getByTestId('bid-confirm-text').textContent)).toContain('5 600 €');
    expect(screen.getByTestId<HTMLInputElement>('bid-input').value).toBe('5600');
    await user.click(within(dialog).getByTestId('bid-confirm'));
    await waitFor(() => expect(bidCalls(calls)).toHaveLength(1));
    expect(bidCalls(calls)[0]!.body).toMatchObject({ price: 5600, priceNow: 5500 });
    await waitFor(() => expect(screen.getByTestId('bid-price').dataset.flash).toBe('false'));
  });

  it('keeps the dialog after 409 price_changed and offers the minimum the server gave', async () => {
    const item = makeBuyerItem();
    let answers = 0;
    const { user, calls } = await openItemPage(item, buyerFlags, {
      'POST /api/AuctionItems/123/Bid': () =>
        answers++ === 0
          ? apiError(409, 'price_changed', {
              fields: { price: 'price_changed' },
              details: { priceNow: 5600, minimumBid: 5700, maximumBid: 15_600 },
            })
          : { body: makeBidResult({ ...item, priceNow: 5700, bidCount: 4, ownBidderMarker: 3 }) },
    });
    await user.click(screen.getByTestId('bid-button'));
    const dialog = await screen.findByTestId('bid-confirm-dialog');
    await user.click(within(dialog).getByTestId('bid-confirm'));

    expect(plain((await within(dialog).findByTestId('bid-price-updated')).textContent)).toContain(
      '5 700 €',
    );
    await user.click(within(dialog).getByTestId('bid-refresh'));
    await user.click(within(dialog).getByTestId('bid-confirm'));
    await waitFor(() => expect(bidCalls(calls)).toHaveLength(2));
    const [first, second] = bidCalls(calls);
    expect(first!.body).toMatchObject({ price: 5300, priceNow: 5200 });
    expect(second!.body).toMatchObject({ price: 5700, priceNow: 5600 });
    // Two user actions, two keys.
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('says which rule a refused bid broke', async () => {
    const { user } = await openItemPage(makeBuyerItem(), buyerFlags, {
      'POST /api/AuctionItems/123/Bid': apiError(422, 'rule_broken', {
        fields: { price: 'bid_above_maximum' },
      }),
    });
    await user.click(screen.getByTestId('bid-button'));
    await user.click(
      within(await screen.findByTestId('bid-confirm-dialog')).getByTestId('bid-confirm'),
    );
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Tarjousta ei tallennettu: se on suurempi kuin suurin sallittu tarjous.',
    );
    await waitFor(() => expect(screen.queryByTestId('bid-confirm-dialog')).toBeNull());
  });

  it('refuses a bid that is no whole number or over the maximum before asking', async () => {
    const { user } = await openItemPage(makeBuyerItem());
    const input = screen.getByTestId('bid-input');
    await user.clear(input);
    await user.type(input, '15 300');
    expect(plain(screen.getByTestId('bid-panel').textContent)).toContain('Enintään 15 200 €');
    expect(screen.getByTestId('bid-button').hasAttribute('disabled')).toBe(true);
    await user.clear(input);
    await user.type(input, '5300,5');
    expect(screen.getByTestId('bid-panel').textContent).toContain(
      'Anna kokonaisluku ilman etunollia',
    );
    expect(screen.getByTestId('bid-button').hasAttribute('disabled')).toBe(true);
  });

  const endedCases: Array<[string, Partial<AuctionItem>]> = [
    [
      'ended by the server',
      { status: ItemStatus.Ended, isEnded: true, end: new Date(Date.now() - hour).toISOString() },
    ],
    [
      'past its end, not yet ended by the server',
      { end: new Date(Date.now() - hour).toISOString() },
    ],
    ['with its own bid machine', { isEnded: true, status: ItemStatus.Ended, ...withMachine }],
  ];

  // Issue 15: an ended item showed a disabled bid field and the bid machine button.
  it.each(endedCases)('shows no bid field or bid machine on an item %s', async (_case, change) => {
    await openItemPage(
      makeBuyerItem({ end: new Date(Date.now() - hour).toISOString(), ...change }),
    );
    expect(screen.queryByTestId('bid-input')).toBeNull();
    expect(screen.queryByTestId('bid-button')).toBeNull();
    expect(screen.queryByTestId('bid-machine-button')).toBeNull();
    expect(screen.queryByTestId('bid-limits')).toBeNull();
    const message = screen.getByTestId('bid-disabled-reason');
    expect(message.dataset.reason).toBe('item_not_active');
    expect(message.textContent).toBe('Huutokauppa on päättynyt.');
    expect(screen.getByTestId('bid-history-button')).toBeTruthy();
    // ... and its end is told in the past tense.
    expect(screen.getByTestId('value-end-label').textContent).toBe('Päättyi');
  });

  it('labels the end of a running item in the present tense', async () => {
    await openItemPage(makeBuyerItem());
    expect(screen.getByTestId('value-end-label').textContent).toBe('Päättyy');
    expect(screen.getByTestId('bid-input')).toBeTruthy();
    expect(screen.getByTestId('bid-machine-button')).toBeTruthy();
  });

  const disabledCases: Array<[string, Partial<AuctionItem>, PermissionFlags, string, string]> = [
    [
      'the item has not started',
      { start: new Date(Date.now() + hour).toISOString() },
      buyerFlags,
      'item_not_active',
      'Huutokauppa ei ole vielä alkanut.',
    ],
    [
      'the organisation leads',
      { ownBidderMarker: 2, leaderMarker: 2 },
      buyerFlags,
      'already_leading',
      'Et voi huutaa, koska organisaatiosi tarjous on korkein.',
    ],
    [
      'it is the organisation’s own item',
      { organisationId: 7, userType: ItemUserType.Auctioneer },
      buyerFlags,
      'own_item',
      'Tämä on organisaatiosi oma kohde, joten et voi huutaa siitä.',
    ],
    [
      'a Pro item needs the Pro buyer right',
      { showInBasicAuction: false },
      buyerFlags,
      'not_a_buyer',
      'Pro-kohteesta huutaminen vaatii Pro-ostajan oikeuden.',
    ],
  ];

  it.each(disabledCases)('disables the bid when %s', async (_case, change, flags, reason, text) => {
    await openItemPage(makeBuyerItem(change), flags);
    expect(screen.getByTestId('bid-button').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('bid-input').hasAttribute('disabled')).toBe(true);
    const message = screen.getByTestId('bid-disabled-reason');
    expect(message.dataset.reason).toBe(reason);
    expect(message.textContent).toContain(text);
  });

  it('tells someone without the bid right how to ask for it', async () => {
    await openItemPage(makeBuyerItem(), nobodyFlags);
    expect(screen.getByTestId('bid-no-permission').textContent).toBe(
      'Sinulla ei ole oikeutta huutaa valitun organisaation puolesta.',
    );
    expect(screen.getByTestId('bid-disabled-reason').textContent).toContain(
      'Pyydä oikeutta organisaatiosi pääkäyttäjältä.',
    );
    expect(screen.getByTestId('bid-machine-button').hasAttribute('disabled')).toBe(true);
  });

  it('says the organisation was outbid', async () => {
    await openItemPage(makeBuyerItem({ ownBidderMarker: 1, leaderMarker: 2 }));
    const state = screen.getByTestId('bid-own-state');
    expect(state.dataset.state).toBe('outbid');
    expect(state.textContent).toBe('Tarjouksesi on ylitetty.');
    expect(screen.getByTestId('bid-button').hasAttribute('disabled')).toBe(false);
  });

  it("reads 'bid' on the mobile button and takes the buyer to the bid", async () => {
    window.innerWidth = 800;
    const { user } = await openItemPage(makeBuyerItem());
    const button = screen.getByTestId('mobile-action');
    expect(button.textContent).toBe('Huuda');
    await user.click(button);
    expect(document.activeElement).toBe(screen.getByTestId('bid-input'));
  });

  it("reads 'info' on the mobile button when the buyer cannot bid", async () => {
    window.innerWidth = 800;
    await openItemPage(makeBuyerItem(), nobodyFlags);
    expect(screen.getByTestId('mobile-action').textContent).toBe('Tiedot');
  });
});
