import {
  defaultNotificationSettings,
  notificationKinds,
  type NotificationSettings,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';

/** The main switch and one column per kind of mail (the domain's list). */
const columns = ['mainSwitch', ...notificationKinds] as const;

export const notificationSettingsRepository = {
  /** The user's settings; everything on when they never saved any. */
  find: async (db: Db, userId: number): Promise<NotificationSettings> =>
    (await db
      .selectFrom('userNotificationSettings')
      .select(columns)
      .where('userId', '=', userId)
      .executeTakeFirst()) ?? defaultNotificationSettings,

  save: (db: Db, userId: number, settings: Partial<NotificationSettings>) =>
    db
      .insertInto('userNotificationSettings')
      .values({ ...defaultNotificationSettings, ...settings, userId })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet(settings))
      .execute(),
};
