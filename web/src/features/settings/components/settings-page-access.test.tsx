import { routePaths, type Locale, type PermissionFlags } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../../i18n';
import { buyerFlags, makeUser, sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Spec 6: every settings page refuses the wrong subscription or right with the no-permission
// dialog (the "insufficient subscription" variant for the subscription), and loads nothing.

const sellerManager = sellerFlags;
const sellerWithoutRight: PermissionFlags = { ...sellerFlags, isManageUserPermission: false };
const buyerManager: PermissionFlags = { ...buyerFlags, isManageUserPermission: true };
const buyerWithoutRight = buyerFlags;

const salePages = [
  ['profile', routePaths.profile],
  ['auction defaults', routePaths.auctionDefaults],
  ['responsible sellers', routePaths.responsibleSellers],
  ['target groups', routePaths.targetGroups],
] as const;
const buyPages = [
  ['buyer profile', routePaths.buyerProfile],
  ['delivery settings', routePaths.deliverySettings],
] as const;

type Refusal = 'no permission' | 'insufficient subscription';
const cases: Array<[string, string, string, Refusal, PermissionFlags]> = [
  ...salePages.flatMap(
    ([name, path]): Array<[string, string, string, Refusal, PermissionFlags]> => [
      [name, path, 'a buyer organisation’s main user', 'insufficient subscription', buyerManager],
      [name, path, 'a seller without the right', 'no permission', sellerWithoutRight],
    ],
  ),
  ...buyPages.flatMap(([name, path]): Array<[string, string, string, Refusal, PermissionFlags]> => [
    [name, path, 'a seller organisation’s main user', 'insufficient subscription', sellerManager],
    [name, path, 'a buyer without the right', 'no permission', buyerWithoutRight],
  ]),
  [
    'permissions',
    routePaths.permissions,
    'a buyer without the right',
    'no permission',
    buyerWithoutRight,
  ],
];

const texts: Record<Refusal, { title: string; message: string }> = {
  'no permission': {
    title: 'Ei käyttöoikeutta',
    message: 'Tämän asetussivun käyttö vaatii oikeuden hallita käyttöoikeuksia.',
  },
  'insufficient subscription': {
    title: 'Riittämätön tilaus',
    message: 'Organisaatiosi tilaus ei sisällä tätä asetussivua.',
  },
};

/** Calls a settings page makes for its content (the shell's own calls aside). */
const isPageCall = (path: string) =>
  /\/organisation\/7\/|\/locations|CompanyGroups|ResponsibleSalespeople|DefaultOfficeCompanyGroups|GetProductPermissions|GetOrganisationRoles/.test(
    path,
  );

describe('settings pages refuse the wrong subscription or right', { timeout: 20_000 }, () => {
  it.each(cases)('%s (%s) for %s: %s', async (_name, path, _who, refusal, flags) => {
    const { calls } = mockApi(sessionRoutes(flags));
    const { router } = renderApp(path);
    const dialog = await screen.findByTestId('no-permission-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(texts[refusal].title);
    expect(dialog.textContent).toContain(texts[refusal].message);
    expect(screen.queryByTestId('page-title')).toBeNull();
    expect(calls.filter((call) => isPageCall(call.path))).toEqual([]);
    within(dialog).getByTestId('no-permission-leave').click();
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.settings));
  });

  it.each([
    ...salePages.map(([name, path]) => [name, path, sellerManager] as const),
    ...buyPages.map(([name, path]) => [name, path, buyerManager] as const),
  ])('%s opens for its subscription’s main user', async (_name, path, flags) => {
    mockApi(sessionRoutes(flags));
    renderApp(path);
    expect(await screen.findByTestId('page-title')).toBeTruthy();
    expect(screen.queryByTestId('no-permission-dialog')).toBeNull();
  });

  it.each([
    [
      'en-gb',
      'Insufficient subscription',
      "Your organisation's subscription does not include this settings page.",
    ],
    [
      'sv-se',
      'Otillräckligt abonnemang',
      'Din organisations abonnemang omfattar inte den här inställningssidan.',
    ],
  ] as Array<[Locale, string, string]>)('speaks %s', async (locale, title, message) => {
    await applyLocale(locale);
    mockApi(sessionRoutes(buyerManager, makeUser({ ...buyerManager, locale })));
    renderApp(routePaths.profile);
    const dialog = await screen.findByTestId('no-permission-dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading').textContent).toBe(title));
    expect(dialog.textContent).toContain(message);
  });
});
