import { invitationRoute, routePaths } from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { cataloguesReady } from '../i18n';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { prefetchItemPage, prefetchItemsPage } from './route-prefetch';
import { BareSessionGate, SessionGate } from './start/session-gate';
import { StartView } from './start/start-view';

const relative = (path: string, parent: string) => path.slice(parent.length + 1);

/**
 * A page outside the first screen renders once the language's whole catalogue is here (the
 * bundle holds only the shell's and the items page's texts), fetched beside the page's chunk.
 */
const afterCatalogues = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, cataloguesReady()]).then(([module]) => module);

/**
 * Every page is its own chunk (the first load stays small); the shell is in the entry chunk
 * because every signed-in page needs it. Paths are the spec's Finnish ones, from the domain.
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    HydrateFallback: FullPageSpinner,
    // Issue 15: any page's failure (a lost or stale chunk included) shows a translated prompt.
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: routePaths.signIn,
        lazy: () =>
          afterCatalogues(
            import('../features/auth/components/sign-in-page').then((module) => ({
              Component: module.SignInPage,
            })),
          ),
      },
      {
        // Issue 13: the invitation link, outside the shell (the user has no session yet).
        path: `${invitationRoute}/:token`,
        lazy: () =>
          afterCatalogues(
            import('../features/auth/components/invitation-page').then((module) => ({
              Component: module.InvitationPage,
            })),
          ),
      },
      {
        // Spec 2: the invoice and the item summary have no header or navigation.
        Component: BareSessionGate,
        children: [
          {
            path: `${routePaths.items}/:itemId/lasku`,
            lazy: () =>
              afterCatalogues(
                import('../features/after-sale/components/invoice-page').then((module) => ({
                  Component: module.InvoicePage,
                })),
              ),
          },
          {
            path: `${routePaths.items}/:itemId/print`,
            lazy: () =>
              afterCatalogues(
                import('../features/item-page/components/print/print-page').then((module) => ({
                  Component: module.PrintPage,
                })),
              ),
          },
        ],
      },
      {
        path: routePaths.start,
        Component: SessionGate,
        children: [
          { index: true, Component: StartView },
          {
            path: routePaths.items,
            loader: prefetchItemsPage(queryClient),
            lazy: () =>
              import('../features/browsing/components/items-page').then((module) => ({
                Component: module.ItemsPage,
              })),
          },
          {
            path: routePaths.myItems,
            lazy: () =>
              afterCatalogues(
                import('../features/my-items/components/my-items-page').then((module) => ({
                  Component: module.MyItemsPage,
                })),
              ),
          },
          {
            // The item page; the router ranks the static my-items path above this one.
            path: `${routePaths.items}/:itemId`,
            loader: prefetchItemPage(queryClient),
            lazy: () =>
              afterCatalogues(
                import('../features/item-page/components/item-page').then((module) => ({
                  Component: module.ItemPage,
                })),
              ),
          },
          {
            // Spec 2, adminitem: opened in a new tab from the admin search.
            path: `${routePaths.items}/:itemId/admin`,
            lazy: () =>
              afterCatalogues(
                import('../features/item-page/components/admin-item-page').then((module) => ({
                  Component: module.AdminItemPage,
                })),
              ),
          },
          {
            // Issue 13: platform operations, for platform admins (its own chunk).
            path: '/admin',
            lazy: () =>
              afterCatalogues(
                import('../features/admin/components/platform-admin-page').then((module) => ({
                  Component: module.PlatformAdminPage,
                })),
              ),
          },
          {
            path: routePaths.settings,
            lazy: () =>
              afterCatalogues(
                import('../features/settings/components/settings-layout').then((module) => ({
                  Component: module.SettingsLayout,
                })),
              ),
            children: [
              {
                index: true,
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/settings-landing-page').then(
                      (module) => ({ Component: module.SettingsLandingPage }),
                    ),
                  ),
              },
              {
                path: relative(routePaths.applicationInfo, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/application-info-page').then(
                      (module) => ({ Component: module.ApplicationInfoPage }),
                    ),
                  ),
              },
              {
                path: relative(routePaths.auctionDefaults, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/auction-defaults-page').then(
                      (module) => ({ Component: module.AuctionDefaultsPage }),
                    ),
                  ),
              },
              {
                path: relative(routePaths.targetGroups, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/target-groups-page').then((module) => ({
                      Component: module.TargetGroupsPage,
                    })),
                  ),
              },
              {
                path: relative(routePaths.profile, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/profile-page').then((module) => ({
                      Component: module.ProfilePage,
                    })),
                  ),
              },
              {
                path: relative(routePaths.buyerProfile, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/buyer-profile-page').then((module) => ({
                      Component: module.BuyerProfilePage,
                    })),
                  ),
              },
              {
                path: relative(routePaths.deliverySettings, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/delivery-settings-page').then(
                      (module) => ({
                        Component: module.DeliverySettingsPage,
                      }),
                    ),
                  ),
              },
              {
                path: relative(routePaths.responsibleSellers, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/settings/components/responsible-sellers-page').then(
                      (module) => ({ Component: module.ResponsibleSellersPage }),
                    ),
                  ),
              },
              {
                path: relative(routePaths.permissions, routePaths.settings),
                lazy: () =>
                  afterCatalogues(
                    import('../features/permissions/components/permissions-page').then(
                      (module) => ({
                        Component: module.PermissionsPage,
                      }),
                    ),
                  ),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
