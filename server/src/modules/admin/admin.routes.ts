import {
  adminConfirmationFixSchema,
  adminEndMessageSchema,
  adminEndTimeSchema,
  adminItemQuerySchema,
  auditLogQuerySchema,
  idTextSchema,
  itemIdParamSchema,
  mailOutboxQuerySchema,
  serviceNoticeKinds,
  serviceNoticeSchema,
  RefusedError,
} from '@dealer/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { requireAdmin } from '../../http/require-admin.js';
import { runItemCommand } from '../items/item-pipeline.js';
import {
  fixConfirmation,
  resendEndMessage,
  updateEndTime,
  type EndMessageRecipient,
} from './admin-items.commands.js';
import { getItemAsAdmin, listAuditLog, listConfirmationsAsAdmin } from './admin-reads.service.js';
import { listOutbox, resendMail } from './mail-outbox-admin.service.js';
import { saveServiceNotice } from '../settings/service-notices.service.js';
import { feedbackAdminRoutes } from './feedback-admin.routes.js';
import { releaseNotesAdminRoutes } from './release-notes-admin.routes.js';

const tags = ['Admin'];
const adminOnly =
  'Platform admins only: 401 signed out, 403 without the admin flag (an API key never has it), answered before the body is read.';

const auditLogEntrySchema = z.object({
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
const sentSchema = z.object({ sentTo: z.array(z.string()) });

/** The platform admin's item tools (auction-items 7, Admin) under /api/admin. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/auctionitems/:itemId',
    {
      schema: {
        tags,
        summary: 'The whole item, whatever its state or organisation (no view is registered)',
        description: adminOnly,
        params: itemIdParamSchema,
      },
    },
    (request) => getItemAsAdmin(ctx, request.params.itemId),
  );
  app.get(
    '/auditlog',
    {
      schema: {
        tags,
        summary: "The item's audit log, newest first, 100 a page",
        description: `${adminOnly} Pass the answer's nextCursor as cursor for the next (older) page; null means no more.`,
        querystring: auditLogQuerySchema,
        response: {
          200: z.object({
            entries: z.array(auditLogEntrySchema),
            nextCursor: z.string().nullable(),
          }),
        },
      },
    },
    (request) => listAuditLog(ctx, request.query.auctionItemId, request.query.cursor ?? null),
  );
  app.get(
    '/confirmations',
    {
      schema: {
        tags,
        summary: "The item's confirmations, oldest first (the latest wins)",
        description: adminOnly,
        querystring: adminItemQuerySchema,
      },
    },
    (request) => listConfirmationsAsAdmin(ctx, request.query.auctionItemId),
  );
  app.patch(
    '/endtime',
    {
      schema: {
        tags,
        summary: 'Change the end time of a published item that has not ended',
        description: `${adminOnly} 422 rule_broken names the broken rule of spec 5 (Admin end time) in fields.end: before_today, end_after_start, weekend, special_day, end_time_window; or not_published / already_ended in fields.auctionItemId. The answer lists the warnings of a fixedEndTime item.`,
        body: adminEndTimeSchema,
        response: { 200: z.object({ warnings: z.array(z.string()) }) },
      },
    },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.body.auctionItemId,
        updateEndTime(new Date(request.body.end)),
      ),
  );
  for (const [path, isSold] of [
    ['/confirmations/sold', true],
    ['/confirmations/notsold', false],
  ] as const)
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Fix the latest confirmation to ${isSold ? 'sold' : 'not sold'}`,
          description: `${adminOnly} Needs a winner and an auctioneer confirmation (422 fields.auctionItemId no_winner / no_auctioneer_confirmation); 422 fields.auctionItemId already_invoiced once an invoice number is saved for the item; 422 fields.isSold unchanged when the latest already says so.`,
          body: adminConfirmationFixSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        if (request.body.isSold !== isSold)
          throw RefusedError.invalid(`isSold must be ${isSold} on this path.`, {
            isSold: 'mismatch',
          });
        await runItemCommand(
          ctx,
          callerOf(request),
          request.body.auctionItemId,
          fixConfirmation(request.body),
        );
        return reply.code(204).send(null);
      },
    );
  const messagePaths: Array<[string, EndMessageRecipient]> = [
    ['/auctioneerauctionendnotificationmessage', 'auctioneer'],
    ['/winningbidderauctionendnotificationmessage', 'winner'],
  ];
  for (const [path, recipient] of messagePaths)
    app.put(
      path,
      {
        schema: {
          tags,
          summary: `Send the end-of-auction message to the ${recipient === 'auctioneer' ? 'auctioneer' : 'winning bidder'} again`,
          description: `${adminOnly} Only for an ended item with a winner (422 fields.auctionItemId not_ended / no_winner). userId must be a member of the ${recipient === 'auctioneer' ? "item's" : "winner's"} organisation (422 fields.userId not_a_member); without it the message goes to those the ending chose.`,
          body: adminEndMessageSchema,
          response: { 200: sentSchema },
        },
      },
      (request) =>
        runItemCommand(
          ctx,
          callerOf(request),
          request.body.auctionItemId,
          resendEndMessage(recipient, request.body.userId ?? null, ctx.config),
        ),
    );

  app.get(
    '/mailoutbox',
    {
      schema: {
        tags,
        summary: 'The mail outbox, newest first, 100 a page (state: pending, failed, sent)',
        description: adminOnly,
        querystring: mailOutboxQuerySchema,
      },
    },
    (request) => listOutbox(ctx, request.query),
  );
  app.post(
    '/mailoutbox/:mailId/resend',
    {
      schema: {
        tags,
        summary: 'Send a failed mail again (it is tried from the start); audited',
        description: `${adminOnly} 422 fields.mailId not_failed for a mail that is waiting or sent.`,
        params: z.strictObject({ mailId: idTextSchema }),
      },
    },
    (request) => resendMail(ctx, callerOf(request), request.params.mailId),
  );
  app.put(
    '/servicenotices/:kind',
    {
      schema: {
        tags,
        summary:
          'Save the service-ad banner (serviceAd) or the service notification (serviceNotification); overrides the environment',
        description: `${adminOnly} A visible banner needs a title (400 fields.title title_required); the read-more link is https.`,
        params: z.strictObject({ kind: z.enum(serviceNoticeKinds) }),
        body: serviceNoticeSchema,
      },
    },
    (request) => saveServiceNotice(ctx, callerOf(request), request.params.kind, request.body),
  );
  await app.register(feedbackAdminRoutes, { ...ctx, prefix: '' });
  await app.register(releaseNotesAdminRoutes, { ...ctx, prefix: '' });
};
