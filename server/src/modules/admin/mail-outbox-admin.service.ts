import {
  AuditLogType,
  mailOutboxStateOf,
  RefusedError,
  type Caller,
  type MailOutboxState,
  type OutboxMail,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { runChange } from '../items/item-pipeline.js';
import { mailOutboxAdminRepository as repository } from '../mail/mail-outbox.repository.js';

/** A page of the outbox. */
export const mailOutboxPageSize = 100;

type Row = Awaited<ReturnType<typeof repository.list>>[number];

const toMail = (row: Row): OutboxMail => ({
  id: row.id,
  state: mailOutboxStateOf(row),
  kind: row.kind,
  toAddress: row.toAddress,
  subject: row.subject,
  body: row.body,
  auctionItemId: row.auctionItemId,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  attempts: row.attempts,
  lastError: row.lastError,
});

/** GET /api/admin/mailoutbox (ARCHITECTURE 2: platform admins read the outbox). */
export async function listOutbox(
  ctx: Pick<AppContext, 'db'>,
  filter: { state?: MailOutboxState; before?: number },
): Promise<OutboxMail[]> {
  return (await repository.list(ctx.db, filter, mailOutboxPageSize)).map(toMail);
}

/**
 * POST /api/admin/mailoutbox/{mailId}/resend: a failed mail is tried again from the start,
 * audited in the platform chain as the admin's act. Only a failed one (422 otherwise).
 */
export function resendMail(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  caller: Caller,
  mailId: number,
): Promise<OutboxMail> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const { trx, now } = scope;
      const mail = await repository.lock(trx, mailId);
      if (!mail) throw RefusedError.notFound('No such mail.');
      if (mailOutboxStateOf(mail) !== 'failed')
        throw RefusedError.rule('Only a failed mail is sent again.', { mailId: 'not_failed' });
      await repository.requeue(trx, mailId, now);
      scope.audit(null, [
        {
          type: AuditLogType.MailResent,
          organisationId: null,
          description: `Mail ${mailId} (${mail.kind}) to ${mail.toAddress} put back in line after: ${mail.lastError}`,
        },
      ]);
      return toMail({ ...mail, attempts: 0, nextAttemptAt: now });
    },
    'administer',
  );
}
