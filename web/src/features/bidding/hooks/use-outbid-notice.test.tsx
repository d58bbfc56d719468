import type { LiveFrame } from '@dealer/domain';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveFrameBus, LiveFramesProvider } from '../../../lib/live/live-frames';
import { FakeWebSocket } from '../../../test/fake-web-socket';
import { buyerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { outbidNoticeMs, useOutbidNotice } from './use-outbid-notice';

const outbid = (reference = 'ABC-123 Volvo V70'): LiveFrame => ({
  type: 'Outbid',
  itemId: 123,
  reference,
  priceNow: 5400,
  isBidMachineExceeded: false,
});

function renderNotice() {
  const bus = new LiveFrameBus();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveFramesProvider bus={bus}>{children}</LiveFramesProvider>
  );
  const { result } = renderHook(() => useOutbidNotice(), { wrapper });
  const publish = (frame: LiveFrame) => act(() => bus.publish(frame));
  return { result, publish };
}

describe('useOutbidNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows an outbid notice for 10 seconds', () => {
    const { result, publish } = renderNotice();
    publish(outbid());
    expect(result.current.notices[0]).toMatchObject({
      kind: 'outbid',
      itemId: 123,
      reference: 'ABC-123 Volvo V70',
    });
    act(() => {
      vi.advanceTimersByTime(outbidNoticeMs - 1);
    });
    expect(result.current.notices).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.notices).toEqual([]);
    expect(outbidNoticeMs).toBe(10_000);
  });

  it('shows nothing while the browser tab is hidden', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result, publish } = renderNotice();
    publish(outbid());
    expect(result.current.notices).toEqual([]);
  });

  it('cuts the item reference at 103 characters', () => {
    const { result, publish } = renderNotice();
    publish(outbid(`ABC-123 ${'Mercedes-Benz '.repeat(10)}`));
    const { reference } = result.current.notices[0]!;
    expect(reference).toHaveLength(103);
    expect(reference.endsWith('...')).toBe(true);
    expect(reference.startsWith('ABC-123 Mercedes-Benz')).toBe(true);
  });

  it('tells an exceeded bid machine, and nothing for a lead or a bid', () => {
    const { result, publish } = renderNotice();
    publish({ type: 'NowLeading', itemId: 123, reference: 'ABC-123', priceNow: 5400 });
    publish({
      type: 'NewBid',
      organisationId: 9,
      itemId: 123,
      state: {} as never,
    });
    expect(result.current.notices).toEqual([]);
    publish({ type: 'BidMachineExceeded', itemId: 124, reference: 'XYZ-9', priceNow: 8100 });
    expect(result.current.notices[0]).toMatchObject({ kind: 'bidMachineExceeded', itemId: 124 });
    // A new notice starts its own 10 seconds.
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    publish(outbid());
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(result.current.notices[0]).toMatchObject({ kind: 'outbid', itemId: 123 });
  });
});

describe('outbid notice in the app', { timeout: 20_000 }, () => {
  it('says the organisation was outbid and links to the item', async () => {
    mockApi({ ...sessionRoutes(buyerFlags), 'GET /api/AuctionItems': { body: [] } });
    const { router } = renderApp('/ilmoitukset');
    await screen.findByTestId('empty-state', {}, { timeout: 10_000 }); // the page's first import is slow on a busy machine
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() => socket.send({ ...outbid(), isBidMachineExceeded: true } as LiveFrame));

    const notice = await screen.findByTestId('outbid-notice');
    expect(notice.textContent).toContain('Tarjouksesi on ylitetty: ABC-123 Volvo V70');
    expect(notice.textContent).toContain('Myös tarjousautomaattisi ylitettiin.');
    await userEvent.setup().click(within(notice).getByTestId('outbid-notice-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ilmoitukset/123'));
    await waitFor(() => expect(screen.queryByTestId('outbid-notice')).toBeNull());
  });

  // Issue 15: the notice stayed after the organisation took the lead back, and showed twice.
  it('shows one notice per item and takes it away when the organisation leads again', async () => {
    mockApi({ ...sessionRoutes(buyerFlags), 'GET /api/AuctionItems': { body: [] } });
    renderApp('/ilmoitukset');
    await screen.findByTestId('empty-state', {}, { timeout: 10_000 }); // the page's first import is slow on a busy machine
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() => socket.send(outbid()));
    act(() => socket.send(outbid()));
    act(() => socket.send({ ...outbid('XYZ-9 Audi A4'), itemId: 124 } as LiveFrame));

    await waitFor(() => expect(screen.getAllByTestId('outbid-notice')).toHaveLength(2));
    const items = () =>
      screen.getAllByTestId('outbid-notice').map((notice) => notice.dataset.itemId);
    expect(items()).toEqual(['124', '123']);

    act(() =>
      socket.send({ type: 'NowLeading', itemId: 123, reference: 'ABC-123', priceNow: 5600 }),
    );
    await waitFor(() => expect(items()).toEqual(['124']));
  });
});
