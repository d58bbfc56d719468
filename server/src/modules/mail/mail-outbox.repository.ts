import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MailOutboxTable } from '../../db/schema.js';

/** The SQL of the mail outbox (mail-outbox.ts decides what to queue and when to try again). */
export const mailOutboxRepository = {
  findRecipient: (db: Db, userId: number) =>
    db.selectFrom('users').select(['email', 'locale']).where('id', '=', userId).executeTakeFirst(),

  insert: (db: Db, mail: Insertable<MailOutboxTable>) =>
    db.insertInto('mailOutbox').values(mail).execute(),

  /**
   * The oldest mail due a try, locked with SKIP LOCKED so that any number of instances may send
   * without sending one twice; inside the caller's transaction.
   */
  claimDue: (trx: Db, now: Date, maxAttempts: number) =>
    trx
      .selectFrom('mailOutbox')
      .selectAll()
      .where('sentAt', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
      .orderBy('createdAt')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),

  markSent: (trx: Db, id: number, attempts: number, now: Date) =>
    trx
      .updateTable('mailOutbox')
      .set({ sentAt: now, attempts, lastError: null })
      .where('id', '=', id)
      .execute(),

  markFailed: (
    trx: Db,
    id: number,
    failure: { attempts: number; nextAttemptAt: Date; lastError: string },
  ) => trx.updateTable('mailOutbox').set(failure).where('id', '=', id).execute(),
};

/** The platform admin's reading of the outbox, and a failed mail put back in line. */
export const mailOutboxAdminRepository = {
  /** Newest first, `limit` a page, before the id `before`, in one state or all. */
  list: (
    db: Db,
    filter: { state?: 'pending' | 'failed' | 'sent'; before?: number },
    limit: number,
  ) =>
    db
      .selectFrom('mailOutbox')
      .selectAll()
      .$if(filter.state === 'sent', (query) => query.where('sentAt', 'is not', null))
      .$if(filter.state === 'pending', (query) =>
        query.where('sentAt', 'is', null).where('lastError', 'is', null),
      )
      .$if(filter.state === 'failed', (query) =>
        query.where('sentAt', 'is', null).where('lastError', 'is not', null),
      )
      .$if(filter.before !== undefined, (query) => query.where('id', '<', filter.before!))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  lock: (trx: Db, id: number) =>
    trx.selectFrom('mailOutbox').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  /** Tried again from the start: the deliverer takes it on its next round. */
  requeue: (trx: Db, id: number, now: Date) =>
    trx
      .updateTable('mailOutbox')
      .set({ attempts: 0, nextAttemptAt: now })
      .where('id', '=', id)
      .execute(),
};
