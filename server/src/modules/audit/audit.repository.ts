import { AuditActorType, type AuditLogType } from '@dealer/domain';
import type { Db } from '../../db/database.js';

/** One audit row, written in the same transaction as the change it records. */
export function writeAudit(
  db: Db,
  entry: {
    auctionItemId: number | null;
    organisationId: number | null;
    userId: number | null;
    type: AuditLogType;
    description: string;
    now: Date;
    actorType?: number;
  },
) {
  return db
    .insertInto('auditLog')
    .values({
      auctionItemId: entry.auctionItemId,
      organisationId: entry.organisationId,
      userId: entry.userId,
      actorType: entry.actorType ?? AuditActorType.User,
      auditLogType: entry.type,
      description: entry.description,
      createdAt: entry.now,
    })
    .execute();
}
