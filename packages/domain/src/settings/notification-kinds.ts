// The kinds of mail, without the settings' schemas (notification-settings.ts): the notification
// centre, fetched on every page once it is idle, reads these alone, and a module with zod
// schemas would bring the library and its schemas' building into that idle moment (issue 10).

/** The kinds of mail a user can switch off (issue 12; docs/decisions.md). */
export const notificationKinds = [
  'outbid',
  'won',
  'itemEnded',
  'newQuestion',
  'questionAnswered',
  'bidMachineExceeded',
  'transportOffer',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
