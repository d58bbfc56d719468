import { reviewsApi } from '../reviews/reviews.api.js';
import { settingsApi } from '../settings/settings.api.js';
import { targetGroupsApi } from '../settings/target-groups.api.js';
import { notificationSettingsApi } from '../settings/notification-settings.api.js';

/**
 * Every endpoint of the API, by feature. The server serves each one through `serveEndpoint`, and
 * its test holds the routes it registers equal to this list, both ways.
 */
export const apiContract = {
  reviews: reviewsApi,
  settings: settingsApi,
  targetGroups: targetGroupsApi,
  notificationSettings: notificationSettingsApi,
};
