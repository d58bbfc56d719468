import { notificationKindOfEndMessage, resolveLocale } from '@dealer/domain';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { endOfAuctionMessage, type EndMessageKind } from './end-of-auction-messages.js';
import { mailOutboxRepository as repository } from './mail-outbox.repository.js';
import { wantsNotification } from '../notification-settings/notification-gate.js';

/** A mail is tried this many times before it stays in the outbox for an admin to see. */
export const maxMailAttempts = 5;

/**
 * Queues an end-of-auction message to a user in their own language, in the caller's transaction:
 * the mail exists exactly when the change it reports has committed (ARCHITECTURE 2: without
 * SMTP the outbox is where mail stays, for platform admins to read).
 */
export async function queueEndOfAuctionMail(
  db: Db,
  mail: {
    auctionItemId: number;
    userId: number;
    kind: EndMessageKind;
    reference: string;
    price: number | null;
    publicUrl: string | undefined;
    now: Date;
  },
): Promise<string | null> {
  const user = await repository.findRecipient(db, mail.userId);
  if (!user) return null;
  // Issue 12: a user who switched this kind of mail off (or all mail) gets none.
  if (!(await wantsNotification(db, mail.userId, notificationKindOfEndMessage(mail.kind))))
    return null;
  const link = mail.publicUrl
    ? new URL(`/ilmoitukset/${mail.auctionItemId}`, mail.publicUrl).toString()
    : null;
  const message = endOfAuctionMessage(mail.kind, resolveLocale(user.locale), {
    reference: mail.reference,
    price: mail.price,
    link,
  });
  await repository.insert(db, {
    auctionItemId: mail.auctionItemId,
    userId: mail.userId,
    kind: mail.kind,
    toAddress: user.email,
    subject: message.subject,
    body: message.body,
    createdAt: mail.now,
  });
  return user.email;
}

/** A mail to queue as it is (the caller worded it in the recipient's language). */
export interface QueuedMail {
  auctionItemId: number | null;
  userId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
  attachment?: { filename: string; contentType: string; content: Buffer };
  now: Date;
}

/** Queues a mail in the caller's transaction: it exists exactly when the change commits. */
export async function queueMail(db: Db, mail: QueuedMail): Promise<void> {
  await repository.insert(db, {
    auctionItemId: mail.auctionItemId,
    userId: mail.userId,
    kind: mail.kind,
    toAddress: mail.toAddress,
    subject: mail.subject,
    body: mail.body,
    attachmentName: mail.attachment?.filename ?? null,
    attachmentContentType: mail.attachment?.contentType ?? null,
    attachment: mail.attachment?.content ?? null,
    createdAt: mail.now,
  });
}

export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
  }): Promise<unknown>;
}

/** The SMTP transport when SMTP_URL is set; without it mail stays in the outbox. */
export const createMailTransport = (smtpUrl: string | undefined): MailTransport | null =>
  smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

/**
 * Sends queued mail, one row at a time, each claimed with FOR UPDATE SKIP LOCKED so any number of
 * instances may run this without sending a mail twice. A failure is recorded and tried again
 * later, up to `maxMailAttempts` times.
 */
export async function deliverQueuedMail(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  transport: MailTransport,
  limit = 20,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < limit; index++) {
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const mail = await repository.claimDue(trx, ctx.clock.now(), maxMailAttempts);
      if (!mail) return 'none' as const;
      try {
        await transport.sendMail({
          from: ctx.config.MAIL_FROM,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.body,
          ...(mail.attachment && mail.attachmentName
            ? {
                attachments: [
                  {
                    filename: mail.attachmentName,
                    contentType: mail.attachmentContentType ?? 'application/octet-stream',
                    content: mail.attachment,
                  },
                ],
              }
            : {}),
        });
        await repository.markSent(trx, mail.id, mail.attempts + 1, ctx.clock.now());
        return 'sent' as const;
      } catch (error) {
        await repository.markFailed(trx, mail.id, {
          attempts: mail.attempts + 1,
          // Waits 1, 4, 9, 16 minutes between tries.
          nextAttemptAt: new Date(ctx.clock.now().getTime() + (mail.attempts + 1) ** 2 * 60_000),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        });
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    if (outcome === 'sent') sent++;
  }
  return sent;
}
