import { adminApi, platformAdminApi, releaseNotesAdminApi } from '../admin/admin.api.js';
import { authApi, organisationsApi, usersApi } from '../identity/identity.api.js';
import { afterSaleApi } from '../after-sale/after-sale.api.js';
import { biddingApi } from '../bidding/bidding.api.js';
import { feedbackAdminApi, feedbackApi } from '../feedback/feedback.api.js';
import { additionalInfosApi, messagesApi } from '../messages/messages.api.js';
import { aiSummaryApi } from '../ai-summary/ai-summary.api.js';
import { auctionItemsApi } from '../auction-items/auction-items.api.js';
import { filesApi } from '../auction-items/files.api.js';
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
  admin: adminApi,
  platformAdmin: platformAdminApi,
  releaseNotesAdmin: releaseNotesAdminApi,
  users: usersApi,
  organisations: organisationsApi,
  auth: authApi,
  bidding: biddingApi,
  afterSale: afterSaleApi,
  messages: messagesApi,
  additionalInfos: additionalInfosApi,
  feedback: feedbackApi,
  feedbackAdmin: feedbackAdminApi,
  settings: settingsApi,
  targetGroups: targetGroupsApi,
  notificationSettings: notificationSettingsApi,
  auctionItems: auctionItemsApi,
  files: filesApi,
  aiSummary: aiSummaryApi,
};
