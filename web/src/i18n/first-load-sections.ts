/**
 * The Finnish catalogue's sections the shell and the items page show: bundled with the app
 * (`virtual:fi-first-load`, made by `vite-first-load-catalogue.ts` from `fi.json`), so a phone's
 * first screen needs nothing else. The whole catalogue is fetched beside any other page.
 */
export const firstLoadSections = [
  'app',
  'common',
  'errors',
  'start',
  'noSubscription',
  'shell',
  'language',
  'nav',
  'noPermission',
  'items',
  'toast',
  'notFound',
  'crash',
  'itemStatus',
  'itemPage',
  'countdown',
  'live',
  'favourite',
  'bidding',
  'releaseNotes',
  'notificationCentre',
  'messages',
  'addedInfo',
  'feedback',
] as const;
