import { z } from 'zod';
import type { EndMessageKind } from '../item-commands/after-sale.js';
import type { NotificationKind } from './notification-kinds.js';

/** A user's notification settings: the main switch and one switch per kind. */
export const notificationSettingsSchema = z.strictObject({
  mainSwitch: z.boolean(),
  outbid: z.boolean(),
  won: z.boolean(),
  itemEnded: z.boolean(),
  newQuestion: z.boolean(),
  questionAnswered: z.boolean(),
  bidMachineExceeded: z.boolean(),
  transportOffer: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const mainSwitchRequestSchema = z.strictObject({ mainSwitch: z.boolean() });

/** Everything on until the user says otherwise. */
export const defaultNotificationSettings: NotificationSettings = {
  mainSwitch: true,
  outbid: true,
  won: true,
  itemEnded: true,
  newQuestion: true,
  questionAnswered: true,
  bidMachineExceeded: true,
  transportOffer: true,
};

/** Whether a user with these settings gets a mail of this kind: the main switch and the kind's. */
export const isNotificationWanted = (
  settings: NotificationSettings | null | undefined,
  kind: NotificationKind,
) => (settings ? settings.mainSwitch && settings[kind] : true);

/** The end-of-auction messages: the winner's is "won", the auctioneer's people's "item ended". */
export const notificationKindOfEndMessage = (kind: EndMessageKind): NotificationKind =>
  kind === 'winner' ? 'won' : 'itemEnded';
