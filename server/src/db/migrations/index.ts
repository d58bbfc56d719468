import type { Migration, MigrationProvider } from 'kysely';
import * as identity from './0001-identity.js';
import * as referenceData from './0002-reference-data.js';
import * as media from './0003-media.js';
import * as auctionItems from './0004-auction-items.js';
import * as favouritesAndViews from './0005-favourites-and-views.js';
import * as bidding from './0006-bidding.js';
import * as loginThrottleAndRequestHashes from './0008-login-throttle-and-request-hashes.js';
import * as eventOutbox from './0010-event-outbox.js';
import * as fileArchiveAndAdded from './0011-file-archive-and-added.js';
import * as invoices from './0012-invoices.js';
import * as deliveryOffers from './0014-delivery-offers.js';
import * as adminSearchIndex from './0016a-admin-search-index.js';
import * as auditChain from './0016b-audit-chain.js';
import * as serviceNotices from './0016c-service-notices.js';
import * as settingsArea from './0015-settings-area.js';
import * as messagesAndAddedInfo from './0017a-messages-and-added-info.js';
import * as reviewsSummariesFeedback from './0017b-reviews-summaries-feedback.js';
import * as invitations from './0018a-invitations.js';
import * as releaseNotesAdmin from './0018b-release-notes-admin.js';
import * as organisationLogo from './0018c-organisation-logo.js';
import * as callerChanges from './0019a-caller-changes.js';
import * as outboxDeletesDelivered from './0019b-outbox-deletes-delivered.js';

// Listed by hand (not read from disk) so the bundled server carries its migrations with it.
const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-reference-data': referenceData,
  '0003-media': media,
  '0004-auction-items': auctionItems,
  '0005-favourites-and-views': favouritesAndViews,
  '0006-bidding': bidding,
  '0008-login-throttle-and-request-hashes': loginThrottleAndRequestHashes,
  '0010-event-outbox': eventOutbox,
  '0011-file-archive-and-added': fileArchiveAndAdded,
  '0012-invoices': invoices,
  '0014-delivery-offers': deliveryOffers,
  '0015-settings-area': settingsArea,
  '0016a-admin-search-index': adminSearchIndex,
  '0016b-audit-chain': auditChain,
  '0016c-service-notices': serviceNotices,
  '0017a-messages-and-added-info': messagesAndAddedInfo,
  '0017b-reviews-summaries-feedback': reviewsSummariesFeedback,
  '0018a-invitations': invitations,
  '0018b-release-notes-admin': releaseNotesAdmin,
  '0018c-organisation-logo': organisationLogo,
  '0019a-caller-changes': callerChanges,
  '0019b-outbox-deletes-delivered': outboxDeletesDelivered,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
