import { AuditActorType, type AuditLogType } from '@dealer/domain';
import type { Db } from '../../db/database.js';

export interface AuditEntry {
  auctionItemId: number | null;
  organisationId: number | null;
  userId: number | null;
  type: AuditLogType;
  description: string;
  now: Date;
  actorType?: AuditActorType;
}

const toRow = (entry: AuditEntry) => ({
  auctionItemId: entry.auctionItemId,
  organisationId: entry.organisationId,
  userId: entry.userId,
  actorType: entry.actorType ?? AuditActorType.User,
  auditLogType: entry.type,
  description: entry.description,
  createdAt: entry.now,
});

/** One audit row, written in the same transaction as the change it records. */
export function writeAudit(db: Db, entry: AuditEntry) {
  return db.insertInto('auditLog').values(toRow(entry)).execute();
}

/** Several audit rows of one change in one statement. */
export async function writeAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('auditLog').values(entries.map(toRow)).execute();
}
