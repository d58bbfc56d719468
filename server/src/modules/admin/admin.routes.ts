import { adminApi, RefusedError } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { requireAdmin } from '../../http/require-admin.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { runItemCommand } from '../items/item-pipeline.js';
import { fixConfirmation, resendEndMessage, updateEndTime } from './admin-items.commands.js';
import { getItemAsAdmin, listAuditLog, listConfirmationsAsAdmin } from './admin-reads.service.js';
import { listOutbox, resendMail } from './mail-outbox-admin.service.js';
import { saveServiceNotice } from '../settings/service-notices.service.js';
import { feedbackAdminRoutes } from './feedback-admin.routes.js';
import { releaseNotesAdminRoutes } from './release-notes-admin.routes.js';

const tags = ['Admin'];
const adminOnly =
  'Platform admins only: 401 signed out, 403 without the admin flag (an API key never has it), answered before the body is read.';

/** The platform admin's item tools (auction-items 7, Admin) under /api/admin. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  app.addHook('onRequest', requireAdmin);

  serveEndpoint(
    app,
    adminApi.getItem,
    {
      tags,
      summary: 'The whole item, whatever its state or organisation (no view is registered)',
      description: adminOnly,
    },
    (request) => getItemAsAdmin(ctx, request.params.itemId),
  );
  serveEndpoint(
    app,
    adminApi.auditLog,
    {
      tags,
      summary: "The item's audit log, newest first, 100 a page",
      description: `${adminOnly} Pass the answer's nextCursor as cursor for the next (older) page; null means no more.`,
    },
    (request) => listAuditLog(ctx, request.query.auctionItemId, request.query.cursor ?? null),
  );
  serveEndpoint(
    app,
    adminApi.confirmations,
    {
      tags,
      summary: "The item's confirmations, oldest first (the latest wins)",
      description: adminOnly,
    },
    (request) => listConfirmationsAsAdmin(ctx, request.query.auctionItemId),
  );
  serveEndpoint(
    app,
    adminApi.updateEndTime,
    {
      tags,
      summary: 'Change the end time of a published item that has not ended',
      description: `${adminOnly} 422 rule_broken names the broken rule of spec 5 (Admin end time) in fields.end: before_today, end_after_start, weekend, special_day, end_time_window; or not_published / already_ended in fields.auctionItemId. The answer lists the warnings of a fixedEndTime item.`,
    },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.body.auctionItemId,
        updateEndTime(new Date(request.body.end)),
      ),
  );
  for (const [endpoint, isSold] of [
    [adminApi.fixConfirmationSold, true],
    [adminApi.fixConfirmationNotSold, false],
  ] as const)
    serveEndpoint(
      app,
      endpoint,
      {
        tags,
        summary: `Fix the latest confirmation to ${isSold ? 'sold' : 'not sold'}`,
        description: `${adminOnly} Needs a winner and an auctioneer confirmation (422 fields.auctionItemId no_winner / no_auctioneer_confirmation); 422 fields.auctionItemId already_invoiced once an invoice number is saved for the item; 422 fields.isSold unchanged when the latest already says so.`,
      },
      async (request) => {
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
      },
    );
  for (const [endpoint, recipient] of [
    [adminApi.resendAuctioneerEndMessage, 'auctioneer'],
    [adminApi.resendWinnerEndMessage, 'winner'],
  ] as const)
    serveEndpoint(
      app,
      endpoint,
      {
        tags,
        summary: `Send the end-of-auction message to the ${recipient === 'auctioneer' ? 'auctioneer' : 'winning bidder'} again`,
        description: `${adminOnly} Only for an ended item with a winner (422 fields.auctionItemId not_ended / no_winner). userId must be a member of the ${recipient === 'auctioneer' ? "item's" : "winner's"} organisation (422 fields.userId not_a_member); without it the message goes to those the ending chose.`,
      },
      (request) =>
        runItemCommand(
          ctx,
          callerOf(request),
          request.body.auctionItemId,
          resendEndMessage(recipient, request.body.userId ?? null, ctx.config),
        ),
    );

  serveEndpoint(
    app,
    adminApi.mailOutbox,
    {
      tags,
      summary: 'The mail outbox, newest first, 100 a page (state: pending, failed, sent)',
      description: adminOnly,
    },
    (request) => listOutbox(ctx, request.query),
  );
  serveEndpoint(
    app,
    adminApi.resendMail,
    {
      tags,
      summary: 'Send a failed mail again (it is tried from the start); audited',
      description: `${adminOnly} 422 fields.mailId not_failed for a mail that is waiting or sent.`,
    },
    (request) => resendMail(ctx, callerOf(request), request.params.mailId),
  );
  serveEndpoint(
    app,
    adminApi.saveServiceNotice,
    {
      tags,
      summary:
        'Save the service-ad banner (serviceAd) or the service notification (serviceNotification); overrides the environment',
      description: `${adminOnly} A visible banner needs a title (400 fields.title title_required); the read-more link is https.`,
    },
    (request) => saveServiceNotice(ctx, callerOf(request), request.params.kind, request.body),
  );
  await app.register(feedbackAdminRoutes, { ...ctx, prefix: '' });
  await app.register(releaseNotesAdminRoutes, { ...ctx, prefix: '' });
};
