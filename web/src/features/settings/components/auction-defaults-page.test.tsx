import { defaultOrganisationSettings, type OrganisationSettings } from '@dealer/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const settingsPath = '/api/Settings/organisation/7/settings';
const lists = { MinimumRaise: [20, 50, 100], Toggle: [1, 2], HoursOpenAfterFirstBid: [24, 48] };

function mockSettings(initial: Partial<OrganisationSettings>, flags = sellerFlags) {
  let stored: OrganisationSettings = { ...defaultOrganisationSettings, version: 1, ...initial };
  let release: (() => void) | null = null;
  const saves: MockRequest[] = [];
  const api = mockApi({
    ...sessionRoutes(flags),
    'GET /api/AuctionItems/GetDefaultLists': { body: lists },
    [`GET ${settingsPath}`]: () => ({ body: stored }),
    [`PATCH ${settingsPath}`]: async (request) => {
      saves.push(request);
      // The first save waits until the test lets it go, to show a concurrent change is ignored.
      if (saves.length === 1 && hold) await new Promise<void>((resolve) => (release = resolve));
      stored = { ...(request.body as OrganisationSettings), version: stored.version + 1 };
      return { body: stored };
    },
  });
  let hold = false;
  return {
    api,
    saves,
    holdFirstSave: () => (hold = true),
    release: () => release?.(),
  };
}

describe('auction defaults page', () => {
  it('rounds the start price on blur and saves the whole settings only when changed', async () => {
    const { saves } = mockSettings({ startPrice: 1000 });
    renderApp('/asetukset/myyntitiedot');
    const startPrice = await screen.findByTestId('defaults-startPrice', {}, { timeout: 5000 });
    fireEvent.change(startPrice, { target: { value: '1000.4' } });
    fireEvent.blur(startPrice);
    expect(saves).toHaveLength(0);
    fireEvent.change(startPrice, { target: { value: '1499.6' } });
    fireEvent.blur(startPrice);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({
      ...defaultOrganisationSettings,
      version: 1,
      startPrice: 1500,
    });
  });

  it('refuses a commission fee over 1000 without saving', async () => {
    const { saves } = mockSettings({});
    renderApp('/asetukset/myyntitiedot');
    const fee = await screen.findByTestId('defaults-commissionFee', {}, { timeout: 5000 });
    fireEvent.change(fee, { target: { value: '1001' } });
    fireEvent.blur(fee);
    expect(await screen.findByText('Enintään 1000 €.')).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('fixed end time disables the hours-open selector; the Pro-only checkbox hides for others', async () => {
    mockSettings({ fixedEndTime: true });
    renderApp('/asetukset/myyntitiedot');
    const hours = await screen.findByTestId(
      'defaults-hoursOpenAfterFirstBid',
      {},
      { timeout: 5000 },
    );
    expect(hours.closest('.MuiInputBase-root')?.className).toContain('Mui-disabled');
    expect(screen.queryByTestId('defaults-showInBasicAuction')).toBeNull();
  });

  it('shows the Pro auctioneer the basic-auction checkbox', async () => {
    mockSettings({}, { ...sellerFlags, isProAuctioneer: true });
    renderApp('/asetukset/myyntitiedot');
    expect(
      await screen.findByTestId('defaults-showInBasicAuction', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('ignores a change while a save runs; the e-mail saves only when valid', async () => {
    const mock = mockSettings({});
    mock.holdFirstSave();
    renderApp('/asetukset/myyntitiedot');
    const email = await screen.findByTestId(
      'defaults-organisationEmailAddress',
      {},
      { timeout: 5000 },
    );
    fireEvent.change(email, { target: { value: 'myynti@' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Tarkista sähköpostiosoite.')).toBeTruthy();
    expect(mock.saves).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'myynti@example.fi' } });
    fireEvent.blur(email);
    await waitFor(() => expect(mock.saves).toHaveLength(1));
    const phone = screen.getByTestId('defaults-organisationPhoneNumber');
    fireEvent.change(phone, { target: { value: '040 123' } });
    fireEvent.blur(phone);
    mock.release();
    await screen.findByText('Tiedot päivitetty.');
    expect(mock.saves).toHaveLength(1);
  });
});
