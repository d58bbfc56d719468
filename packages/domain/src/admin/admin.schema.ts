import { z } from 'zod';
import { ConfirmationType, confirmationDescriptionMaxLength } from '../bidding/confirmations.js';
import { idSchema, idTextSchema } from '../identity/identity.schema.js';

/** ?auctionItemId= of the admin's reads (audit log, confirmations). */
export const adminItemQuerySchema = z.strictObject({ auctionItemId: idTextSchema });

/** PATCH /api/admin/endtime: the item and its new end (ISO 8601 with an offset). */
export const adminEndTimeSchema = z.strictObject({
  auctionItemId: idSchema,
  end: z.iso.datetime({ offset: true }),
});
export type AdminEndTimeRequest = z.infer<typeof adminEndTimeSchema>;

/**
 * POST /api/admin/confirmations/sold and /notsold (spec 7): the latest confirmation set to sold
 * or not sold; `type` is whose confirmation it speaks for; not sold needs a description (spec 5).
 */
export const adminConfirmationFixSchema = z
  .strictObject({
    auctionItemId: idSchema,
    type: z.union([z.literal(ConfirmationType.Auctioneer), z.literal(ConfirmationType.Buyer)]),
    isSold: z.boolean(),
    description: z.string().trim().max(confirmationDescriptionMaxLength).nullable().optional(),
  })
  .refine((request) => request.isSold || (request.description ?? '').length > 0, {
    message: 'description_required',
    path: ['description'],
  });
export type AdminConfirmationFixRequest = z.infer<typeof adminConfirmationFixSchema>;

/**
 * PUT /api/admin/auctioneerauctionendnotificationmessage and …/winningbidderauctionendnotificationmessage:
 * the item and the user to send to; without a user the message goes to those the ending chose.
 */
export const adminEndMessageSchema = z.strictObject({
  auctionItemId: idSchema,
  userId: idSchema.nullable().optional(),
});
export type AdminEndMessageRequest = z.infer<typeof adminEndMessageSchema>;

/** One row of the audit log as the admin reads it (spec 3, Audit log entry). */
export const auditLogEntrySchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  auditLogType: z.number(),
  actorType: z.number().describe('Actor type (spec 3): 1 admin, 2 user, 3 automation'),
  organisationId: z.number().nullable(),
  organisationName: z.string().nullable(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  description: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The mail outbox as a platform admin filters it: waiting, failed (tried and not sent), sent. */
export const mailOutboxStates = ['pending', 'failed', 'sent'] as const;
export type MailOutboxState = (typeof mailOutboxStates)[number];

/** GET /api/admin/mailoutbox?state=&before=: newest first, 100 a page, `before` an id. */
export const mailOutboxQuerySchema = z.strictObject({
  state: z.enum(mailOutboxStates).optional(),
  before: idTextSchema.optional(),
});

/** One mail of the outbox as the admin reads it. */
export const outboxMailSchema = z.object({
  id: z.number(),
  state: z.enum(mailOutboxStates),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  auctionItemId: z.number().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Spec (issue 13): a mail tried and not sent is failed; one never tried yet is pending. */
export function mailOutboxStateOf(mail: {
  sentAt: Date | string | null;
  lastError: string | null;
}): MailOutboxState {
  if (mail.sentAt !== null) return 'sent';
  return mail.lastError === null ? 'pending' : 'failed';
}

/** The two banners a platform admin edits (spec 2: the service ad; the shell's notification). */
export const serviceNoticeKinds = ['serviceAd', 'serviceNotification'] as const;
export type ServiceNoticeKind = (typeof serviceNoticeKinds)[number];

/** A banner as the web shows it (GET /api/Settings/serviceadnotification, …/servicenotification). */
export const serviceNoticeAnswerSchema = z.object({
  isVisible: z.boolean(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  readMoreLink: z.string().nullable(),
});
export type ServiceNotice = z.infer<typeof serviceNoticeAnswerSchema>;

/** PUT /api/admin/servicenotices/{kind}: a visible banner needs a title; the link is https. */
export const serviceNoticeSchema = z
  .strictObject({
    isVisible: z.boolean(),
    title: z.string().trim().max(200).nullable(),
    text: z.string().trim().max(2000).nullable(),
    readMoreLink: z
      .url({ protocol: /^https$/ })
      .max(2000)
      .nullable(),
  })
  .refine((notice) => !notice.isVisible || (notice.title ?? '') !== '', {
    message: 'title_required',
    path: ['title'],
  });
export type ServiceNoticeRequest = z.infer<typeof serviceNoticeSchema>;
