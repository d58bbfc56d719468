import { ItemUserType } from '@dealer/domain';
import { makeListRow } from '@dealer/domain/list-rows';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-web-socket';
import { buyerFlags } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCompleteDraft } from '../../../test/item-fixtures';

// Spec 4: RefreshAuctionItem refreshes the item; a failed refresh with a 404 removes it.
describe('items page: RefreshAuctionItem', () => {
  it('reads the item again: its new details show, and an item now hidden leaves the list', async () => {
    const rows = [
      makeListRow(1, { make: 'Volvo', model: 'V70' }),
      makeListRow(2, { make: 'Škoda', model: 'Octavia' }),
    ];
    const { calls } = mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/AuctionItems': { body: rows },
      'GET /api/AuctionItems/1': {
        body: makeCompleteDraft({
          id: 1,
          model: 'V70 Cross Country',
          userType: ItemUserType.Buyer,
        }),
      },
      // A target group hides item 2 from this viewer now.
      'GET /api/AuctionItems/2': apiError(404, 'not_found'),
    });
    renderApp('/ilmoitukset');
    await screen.findByTestId('item-2', {}, { timeout: 5000 });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    for (const row of rows) {
      const { id, organisationId } = row;
      act(() =>
        socket.send({ type: 'RefreshAuctionItem', organisationId, itemId: id, state: row }),
      );
    }
    await waitFor(() => expect(screen.queryByTestId('item-2')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('item-1').textContent).toContain('Volvo V70 Cross Country'),
    );
    // One item read each, and the list itself is not loaded again.
    expect(
      calls.filter((call) => call.path.startsWith('/api/AuctionItems')).map((c) => c.path),
    ).toEqual(['/api/AuctionItems', '/api/AuctionItems/1', '/api/AuctionItems/2']);
  });
});
