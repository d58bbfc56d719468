import { emptyItemFilters, type ItemListRow, type PermissionFlags } from '@dealer/domain';
import { makeListRow, makePublicState } from '@dealer/domain/list-rows';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-web-socket';
import { buyerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const hour = 3_600_000;
const rows = [
  makeListRow(1, { make: 'Volvo', model: 'V70', fuelType: 2, priceNow: 7200, bidCount: 3 }),
  makeListRow(2, {
    make: 'Škoda',
    model: 'Octavia',
    fuelType: 1,
    end: new Date(Date.now() + 2 * hour).toISOString(),
    thumbnailUrl: '/media/5',
  }),
  makeListRow(3, {
    make: 'Toyota',
    model: 'Corolla',
    fuelType: 1,
    start: new Date(Date.now() + 48 * hour).toISOString(),
    end: new Date(Date.now() + 96 * hour).toISOString(),
  }),
];

function showItems(
  list: ItemListRow[],
  flags: PermissionFlags = buyerFlags,
  path = '/ilmoitukset',
) {
  const api = mockApi({ ...sessionRoutes(flags), 'GET /api/AuctionItems': { body: list } });
  return { ...renderApp(path), ...api };
}

const titles = () => screen.getAllByTestId('item-title').map((element) => element.textContent);

describe('items page', () => {
  it('shows the spec empty state when there are no items', async () => {
    showItems([]);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Ilmoituksia ei ole.');
    expect(screen.getByTestId('page-title').textContent).toBe('Ilmoitukset');
  });

  it('lists the items by end time with price, countdown, status and a link', async () => {
    showItems(rows);
    await screen.findByTestId('item-1');
    expect(titles()).toEqual(['Škoda Octavia', 'Toyota Corolla', 'Volvo V70']);
    expect(screen.getByTestId('item-count').textContent).toBe('3 ilmoitusta');
    const volvo = screen.getByTestId('item-1');
    expect(volvo.getAttribute('href')).toBe('/ilmoitukset/1');
    expect(within(volvo).getByTestId('item-price').textContent?.replace(/\s/g, ' ')).toContain(
      'Hinta nyt 7 200 €',
    );
    expect(within(volvo).getByTestId('countdown').textContent).toMatch(/^Päättyy 4 pv 23 h/);
    const skoda = screen.getByTestId('item-2');
    expect(within(skoda).getByTestId('countdown').textContent).toMatch(/^Päättyy 1 h 59 min/);
    const image = skoda.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/5?width=216');
    // Both list widths for a sharp screen; the first screen's images load at once, first.
    expect(image.getAttribute('srcset')).toBe('/media/5?width=216 216w, /media/5?width=432 432w');
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    const toyota = screen.getByTestId('item-3');
    expect(within(toyota).getByTestId('item-status').textContent).toMatch(/^Ajastettu, alkaa/);
    expect(within(toyota).getByTestId('overlay-scheduled')).toBeTruthy();
  });

  it('filters by free text and fuel, counts n / total and shows no results', async () => {
    const user = userEvent.setup();
    showItems(rows);
    await screen.findByTestId('item-1');
    await user.type(screen.getByTestId('filter-text'), 'skoda octa');
    await waitFor(() => expect(titles()).toEqual(['Škoda Octavia']));
    expect(screen.getByTestId('item-count').textContent).toBe('1 / 3 ilmoitusta näkyvissä');

    await user.clear(screen.getByTestId('filter-text'));
    await user.click(screen.getByTestId('toggle-filters'));
    await user.click(await screen.findByTestId('filter-fuel-1'));
    await waitFor(() => expect(titles()).toEqual(['Škoda Octavia', 'Toyota Corolla']));
    await user.type(screen.getByTestId('filter-license-number'), 'zzz');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Hakuehdoilla ei löytynyt ilmoituksia.',
    );
    // Remembered for the items list.
    expect(JSON.parse(localStorage.getItem('dealer.filters.items')!)).toMatchObject({
      fuelTypes: [1],
      licenseNumber: 'zzz',
    });
  });

  it('drops remembered filters with an own action it no longer knows', async () => {
    // The own-action key 'favorite' became 'favourite'; kept, it would hide every row.
    localStorage.setItem(
      'dealer.filters.items',
      JSON.stringify({
        ...JSON.parse(JSON.stringify(emptyItemFilters)),
        ownActions: ['favorite'],
      }),
    );
    showItems(rows);
    await screen.findByTestId('item-1');
    expect(titles()).toEqual(['Škoda Octavia', 'Toyota Corolla', 'Volvo V70']);
  });

  it('changes the sort', async () => {
    const user = userEvent.setup();
    showItems(rows);
    await screen.findByTestId('item-1');
    await user.click(screen.getByTestId('sort-select'));
    await user.click(await screen.findByTestId('sort-make'));
    await waitFor(() => expect(titles()).toEqual(['Škoda Octavia', 'Toyota Corolla', 'Volvo V70']));
    await user.click(screen.getByTestId('sort-direction'));
    await waitFor(() => expect(titles()).toEqual(['Volvo V70', 'Toyota Corolla', 'Škoda Octavia']));
    expect(JSON.parse(localStorage.getItem('dealer.sort.items')!)).toEqual({
      key: 'make',
      direction: 'desc',
    });
  });

  it('remembers the card view', async () => {
    const user = userEvent.setup();
    showItems(rows);
    await screen.findByTestId('item-list');
    await user.click(screen.getByTestId('view-card'));
    expect(await screen.findByTestId('item-cards')).toBeTruthy();
    expect(localStorage.getItem('dealer.view.items')).toBe('"card"');
  });

  it('forces cards and hides the toggle on mobile', async () => {
    window.innerWidth = 800;
    localStorage.setItem('dealer.view.items', '"list"');
    showItems(rows);
    expect(await screen.findByTestId('item-cards')).toBeTruthy();
    expect(screen.queryByTestId('view-list')).toBeNull();
  });

  it('offers the auction type filter to Pro viewers only', async () => {
    const user = userEvent.setup();
    showItems(rows);
    await screen.findByTestId('item-1');
    await user.click(screen.getByTestId('toggle-filters'));
    await screen.findByTestId('filter-fuel');
    expect(screen.queryByTestId('filter-auction-type')).toBeNull();
  });

  it('shows Pro viewers the auction type filter', async () => {
    const user = userEvent.setup();
    showItems([...rows, makeListRow(4, { make: 'Scania', isProItem: true })], {
      ...buyerFlags,
      isProViewer: true,
    });
    await screen.findByTestId('item-1');
    await user.click(screen.getByTestId('toggle-filters'));
    await user.click(await screen.findByTestId('filter-auction-type-pro'));
    await waitFor(() => expect(titles()).toEqual(['Scania V70']));
  });

  it('explains the icons', async () => {
    const user = userEvent.setup();
    showItems(rows);
    await user.click(await screen.findByTestId('icon-help'));
    expect((await screen.findByTestId('icon-help-dialog')).textContent).toContain(
      'Pro-huutokauppa',
    );
  });

  it('keeps only the rows in sight in the DOM for a long list', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => makeListRow(index + 1));
    showItems(many);
    await screen.findByTestId('item-1');
    expect(screen.getByTestId('item-count').textContent).toBe('10000 ilmoitusta');
    expect(screen.getAllByTestId('item-title').length).toBeLessThan(40);
  });

  it('applies a range slider only after a pause', async () => {
    showItems(rows);
    const user = userEvent.setup();
    await screen.findByTestId('item-1');
    await user.click(screen.getByTestId('toggle-filters'));
    const slider = within(await screen.findByTestId('filter-mileage')).getAllByRole('slider')[0]!;
    act(() => {
      slider.focus();
    });
    await user.keyboard('{End}');
    expect(titles()).toHaveLength(3);
    await waitFor(() => expect(screen.queryByTestId('item-1')).toBeNull(), { timeout: 2000 });
  });

  it('follows live frames without a refetch and warns while the connection is lost', async () => {
    const { calls } = showItems(rows);
    await screen.findByTestId('item-1');
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() =>
      socket.send({
        type: 'Updated',
        organisationId: 9,
        itemId: 2,
        state: makePublicState({
          priceNow: 6400,
          bidCount: 1,
          bidderCount: 1,
          start: rows[1]!.start,
          end: rows[1]!.end,
        }),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('item-2').textContent?.replace(/\s/g, ' ')).toContain('6 400 €'),
    );
    const listCalls = () => calls.filter((call) => call.path === '/api/AuctionItems').length;
    expect(listCalls()).toBe(1);

    act(() => socket.drop());
    expect((await screen.findByTestId('connection-lost')).textContent).toContain('Yhteys');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBe(2));
    act(() => FakeWebSocket.latest().open());
    // After a reconnect the items are reloaded.
    await waitFor(() => expect(listCalls()).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('connection-lost')).toBeNull());
  });

  it('on connecting and after a reconnect asks only for the changes since its version', async () => {
    const emptyDelta = {
      isDelta: true,
      rows: [],
      removedIds: [],
      favoriteIds: [],
      bidMachineIds: [],
    };
    const api = mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/AuctionItems': { body: rows, headers: { 'x-list-version': 'v1' } },
      'GET /api/AuctionItems/changes': (request) => {
        const since = request.url.searchParams.get('since');
        return since === 'v1'
          ? {
              // What changed between the list's answer and the hub's first frame.
              headers: { 'x-list-version': 'v2' },
              body: { ...emptyDelta, rows: [{ ...rows[0]!, priceNow: 9100 }], removedIds: [3] },
            }
          : since === 'v2'
            ? { headers: { 'x-list-version': 'v3' }, body: emptyDelta }
            : { headers: { 'x-list-version': 'v3' }, body: { isDelta: false, rows } };
      },
    });
    renderApp('/ilmoitukset');
    await screen.findByTestId('item-3');
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(screen.queryByTestId('item-3')).toBeNull());
    expect(screen.getByTestId('item-1').textContent?.replace(/\s/g, ' ')).toContain('9 100 €');
    act(() => FakeWebSocket.latest().drop());
    await waitFor(() => expect(FakeWebSocket.instances.length).toBe(2));
    act(() => FakeWebSocket.latest().open());
    const changes = () => api.calls.filter((call) => call.path === '/api/AuctionItems/changes');
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes().map((call) => call.url.searchParams.get('since'))).toEqual(['v1', 'v2']);
    expect(api.calls.filter((call) => call.path === '/api/AuctionItems')).toHaveLength(1);
    expect(screen.queryByTestId('item-3')).toBeNull();
  });
});
