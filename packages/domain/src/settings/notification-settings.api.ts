import { endpoint } from '../api/endpoint.js';
import { mainSwitchRequestSchema, notificationSettingsSchema } from './notification-settings.js';

const base = '/api/NwUserNotificationSettings';

/** Spec 7: the signed-in user's own notification settings. */
export const notificationSettingsApi = {
  get: endpoint({ method: 'GET', path: base, response: notificationSettingsSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${base}/Update`,
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  }),
  updateMainSwitch: endpoint({
    method: 'PATCH',
    path: `${base}/UpdateMainSwitch`,
    body: mainSwitchRequestSchema,
    response: notificationSettingsSchema,
  }),
};
