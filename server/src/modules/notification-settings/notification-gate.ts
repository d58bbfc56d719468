import { isNotificationWanted, type NotificationKind } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { notificationSettingsRepository } from './notification-settings.repository.js';

/**
 * The one question every mail the product sends to a user asks first: does this user want mail
 * of this kind (their main switch and the kind's switch)?
 */
export async function wantsNotification(db: Db, userId: number, kind: NotificationKind) {
  return isNotificationWanted(await notificationSettingsRepository.find(db, userId), kind);
}
