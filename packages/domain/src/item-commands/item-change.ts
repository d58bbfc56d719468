import { ItemStatus, type AuditActorType, type AuditLogType } from '../auction-items/enums.js';
import type { StoredItem } from '../auction-items/stored-item.js';
import type { ItemEventType } from '../live/live-events.js';

/** One audit row a change writes (spec 3, Audit log entry); who and when are the pipeline's. */
export interface AuditNote {
  type: AuditLogType;
  description: string;
  /** Defaults to the caller's kind (user, platform admin, automation). */
  actor?: (typeof AuditActorType)[keyof typeof AuditActorType];
  /** Defaults to the caller's organisation, else the item's. */
  organisationId?: number | null;
  /** Defaults to the caller. */
  userId?: number | null;
}

/**
 * What a rule decided a change does to one item (ARCHITECTURE 1: the domain decides, the
 * pipeline writes): the item's new field values, its audit rows and the live events everyone
 * who may see the item hears after the commit.
 */
export interface ItemChange {
  set?: Partial<StoredItem>;
  audit?: AuditNote[];
  events?: Array<ItemEventType | 'NewEndedAuctionItems'>;
}

/**
 * Spec 4: a published item changed outside bidding (files reordered or rotated, responsible
 * salespeople, target groups, end time) tells its viewers to load it again; a draft's change is
 * an Updated its own organisation hears.
 */
export const refreshEventOf = (item: Pick<StoredItem, 'status'>): ItemEventType =>
  item.status === ItemStatus.Draft ? 'Updated' : 'RefreshAuctionItem';
