import type { PermissionFlags } from '@dealer/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, nobodyFlags, sellerFlags } from '../../test/fixtures';
import { mockApi, sessionRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function navigationEntries(flags: PermissionFlags) {
  mockApi(sessionRoutes(flags));
  renderApp('/ilmoitukset');
  const navigation = await screen.findByTestId('left-navigation');
  return [...navigation.querySelectorAll('[data-testid^="nav-"]')].map((entry) =>
    entry.getAttribute('data-testid'),
  );
}

describe('left navigation', () => {
  it('shows a buyer items, my items and settings', async () => {
    expect(await navigationEntries(buyerFlags)).toEqual([
      'nav-items',
      'nav-myItems',
      'nav-settings',
    ]);
  });

  it('shows a seller the add entry too', async () => {
    expect(await navigationEntries(sellerFlags)).toEqual([
      'nav-add',
      'nav-items',
      'nav-myItems',
      'nav-settings',
    ]);
  });

  it('shows someone who neither buys nor sells only items and settings', async () => {
    expect(await navigationEntries(nobodyFlags)).toEqual(['nav-items', 'nav-settings']);
  });

  it('links to the Finnish paths with translated names', async () => {
    mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset');
    const myItems = await screen.findByTestId('nav-myItems');
    expect(myItems.getAttribute('href')).toBe('/ilmoitukset/omat');
    expect(myItems.textContent).toBe('Omat');
  });
});
