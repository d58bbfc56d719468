import { createHash } from 'node:crypto';
import {
  addResponsibleSalespersonSchema,
  adminSearchParamSchema,
  assignCompanyGroupSchema,
  createDraftSchema,
  draftUpdateSchema,
  itemIdParamSchema,
  itemListChangesQuerySchema,
  organisationIdParamSchema,
  responsibleSalespersonParamSchema,
  updateFilesSchema,
  updateResponsibleSalespersonSchema,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { changeItemOf } from '../../http/change-item.js';
import { runChange, runItemCommand, type ItemCommand } from '../items/item-pipeline.js';
import * as drafts from './drafts.commands.js';
import { addAuctionView, addFavourite, deleteFavourite } from './favourites.commands.js';
import * as details from './item-details.service.js';
import * as parts from './item-parts.commands.js';
import { getItem } from './item-read.service.js';
import { cancelItem, redraft } from './lifecycle.commands.js';
import { ItemListCache } from './item-list-cache.js';
import { listChangesJson, listItemsJson } from './item-list.service.js';
import { countSellerAwaiting, listOwnItems } from './own-items.service.js';
import { matchesEtag } from '../../http/etag.js';
import { searchItemsAsAdmin } from './admin-search.service.js';
import { requireAdmin } from '../../http/require-admin.js';
import { getClosedItem } from '../admin/admin-reads.service.js';

const tags = ['AuctionItems'];
/** The list's version (issue 10): what a reload after a reconnect asks for changes since. */
const listVersionHeader = 'x-list-version';
const byItem = { params: itemIdParamSchema };

/** The seller's calls of auction-items 7 under /api/AuctionItems. */
export const auctionItemsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const changeItem = changeItemOf(ctx);
  /** The same for the responsible salespeople: answers their new list. */
  const changeResponsibleSalespeople = async (
    request: { params: { itemId: number } } & Parameters<typeof callerOf>[0],
    command: ItemCommand<unknown>,
  ) => {
    const caller = callerOf(request);
    await runItemCommand(ctx, caller, request.params.itemId, command);
    return details.getResponsibleSalespeople(ctx, caller, request.params.itemId);
  };
  const listCache = new ItemListCache(ctx);
  app.addHook('onClose', async () => listCache.close());

  app.get(
    '/',
    { schema: { tags, summary: 'The items page: visible published items (ended under 24 h ago)' } },
    async (request, reply) => {
      const { json, version } = await listItemsJson(ctx, listCache, callerOf(request));
      // The browser keeps the list and asks again with If-None-Match; an unchanged list is a
      // 304 with no body. Weak: the same list goes out in brotli, gzip or plain.
      const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header(listVersionHeader, version);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.get(
    '/changes',
    {
      schema: {
        tags,
        summary: 'The items page after a reconnect: what changed since a version of the list',
        description:
          'since: the X-List-Version of an earlier answer. Answers { isDelta: true, rows, removedIds, favoriteIds, bidMachineIds }, or { isDelta: false, rows } (the whole list) when that version cannot be answered here (another instance, a restart, too old, not a version). X-List-Version names the new version.',
        querystring: itemListChangesQuerySchema,
      },
    },
    async (request, reply) => {
      const answer = await listChangesJson(ctx, listCache, callerOf(request), request.query.since);
      reply.header('cache-control', 'private, no-store').header(listVersionHeader, answer.version);
      const json = answer.isDelta ? answer.json : `{"isDelta":false,"rows":${answer.json}}`;
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.get(
    '/GetDefaultLists',
    { schema: { tags, summary: 'Option values of the item dropdowns' } },
    () => details.getDefaultLists(ctx.clock.now()),
  );
  app.post(
    '/Create',
    {
      schema: {
        tags,
        summary: "A new draft from the organisation's defaults",
        body: createDraftSchema,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const itemId = await runChange(ctx, caller, (scope) =>
        drafts.createDraft(scope, caller, request.body),
      );
      return getItem(ctx, caller, itemId);
    },
  );
  app.get(
    '/AwaitingSellerCount',
    {
      schema: {
        tags,
        summary:
          "How many ended items of the caller's organisation wait for it as seller (the My items dot)",
      },
    },
    (request) => countSellerAwaiting(ctx, callerOf(request)),
  );
  app.get(
    '/organisation/:organisationId',
    {
      schema: {
        tags,
        summary: "The organisation's own items (members only)",
        params: organisationIdParamSchema,
      },
    },
    (request) => listOwnItems(ctx, callerOf(request), request.params.organisationId, 'seller'),
  );
  app.get(
    '/organisation/:organisationId/buying',
    {
      schema: {
        tags,
        summary:
          'The items the organisation has bid on or set a bid machine on (my items, buy tab)',
        params: organisationIdParamSchema,
      },
    },
    (request) => listOwnItems(ctx, callerOf(request), request.params.organisationId, 'buyer'),
  );
  app.get(
    '/search/:searchTerm',
    {
      schema: {
        tags,
        summary:
          'Admin search (platform admins): items by id, or by licence number without regard to case, spaces or hyphens',
        params: adminSearchParamSchema,
      },
      // Spec 6: anyone but a platform admin is refused before the term is even read.
      onRequest: requireAdmin,
    },
    (request) => searchItemsAsAdmin(ctx, callerOf(request), request.params.searchTerm),
  );
  app.get(
    '/:itemId',
    { schema: { tags, summary: 'One item as the caller may see it (404 otherwise)', ...byItem } },
    (request) => getItem(ctx, callerOf(request), request.params.itemId),
  );
  app.get(
    '/:itemId/Closed',
    {
      schema: {
        tags,
        summary:
          'A closed (ended) item as the caller may see it; platform admins see any item whole. 422 not_ended while it runs',
        ...byItem,
      },
    },
    (request) => getClosedItem(ctx, callerOf(request), request.params.itemId),
  );
  app.patch(
    '/:itemId/Update',
    {
      schema: {
        tags,
        summary: 'Save a draft (whole or in part), with file changes; 422 names broken rules',
        ...byItem,
        body: draftUpdateSchema,
      },
    },
    (request) => changeItem(request, drafts.updateDraft(request.body)),
  );
  app.patch(
    '/:itemId/UpdateFiles',
    {
      schema: {
        tags,
        summary: "Order and rotation of a published item's files",
        ...byItem,
        body: updateFilesSchema,
      },
    },
    (request) => changeItem(request, drafts.updateFiles(request.body.fileUpdates)),
  );
  app.post(
    '/:itemId/Publish',
    {
      schema: {
        tags,
        summary: 'Publish a complete draft; 422 lists incomplete sections',
        ...byItem,
      },
    },
    (request) => changeItem(request, drafts.publishDraft),
  );
  app.post(
    '/:itemId/DeleteDraft',
    { schema: { tags, summary: 'Delete a draft', ...byItem } },
    async (request, reply) => {
      await runItemCommand(ctx, callerOf(request), request.params.itemId, drafts.deleteDraft);
      return reply.status(204).send();
    },
  );
  app.post(
    '/:itemId/Redraft',
    { schema: { tags, summary: 'Back to draft, or a copy as a new draft', ...byItem } },
    async (request) => {
      const caller = callerOf(request);
      const draftId = await runItemCommand(ctx, caller, request.params.itemId, redraft);
      return getItem(ctx, caller, draftId);
    },
  );
  app.post(
    '/:itemId/Cancel',
    { schema: { tags, summary: 'Remove a published item with bids from sale', ...byItem } },
    (request) => changeItem(request, cancelItem),
  );
  app.post(
    '/:itemId/AddFavorite',
    { schema: { tags, summary: "Add to the user's favourites (not on an ended item)", ...byItem } },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        addFavourite(callerOf(request)),
      ),
  );
  app.delete(
    '/:itemId/DeleteFavorite',
    { schema: { tags, summary: "Remove from the user's favourites", ...byItem } },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        deleteFavourite(callerOf(request)),
      ),
  );
  app.post(
    '/:itemId/AddAuctionView',
    { schema: { tags, summary: 'Register a view (once per user and day)', ...byItem } },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        addAuctionView(callerOf(request)),
      ),
  );
  app.get(
    '/:itemId/Location',
    { schema: { tags, summary: "The item's pickup location", ...byItem } },
    (request) => details.getItemLocation(ctx, callerOf(request), request.params.itemId),
  );
  app.get(
    '/:itemId/Office',
    { schema: { tags, summary: "The item's office", ...byItem } },
    (request) => details.getItemOffice(ctx, callerOf(request), request.params.itemId),
  );
  app.get(
    '/:itemId/ResponsiblePersons',
    { schema: { tags, summary: "The item's responsible salespeople", ...byItem } },
    (request) => details.getResponsibleSalespeople(ctx, callerOf(request), request.params.itemId),
  );
  app.get(
    '/:itemId/DetailedResponsiblePersons',
    {
      schema: {
        tags,
        summary: "The item's responsible salespeople with contact details",
        ...byItem,
      },
    },
    (request) => details.getResponsibleSalespeople(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/ResponsiblePerson',
    {
      schema: {
        tags,
        summary: 'Add a responsible salesperson',
        ...byItem,
        body: addResponsibleSalespersonSchema,
      },
    },
    (request) =>
      changeResponsibleSalespeople(request, parts.addResponsibleSalesperson(request.body)),
  );
  app.patch(
    '/:itemId/ResponsiblePerson',
    {
      schema: {
        tags,
        summary: 'Show or hide a responsible salesperson in the auction',
        ...byItem,
        body: updateResponsibleSalespersonSchema,
      },
    },
    (request) =>
      changeResponsibleSalespeople(request, parts.updateResponsibleSalesperson(request.body)),
  );
  app.delete(
    '/:itemId/ResponsiblePerson/:responsiblePersonId',
    {
      schema: {
        tags,
        summary: 'Remove a responsible salesperson',
        params: responsibleSalespersonParamSchema,
      },
    },
    (request) =>
      changeResponsibleSalespeople(
        request,
        parts.removeResponsibleSalesperson(request.params.responsiblePersonId),
      ),
  );
  app.get(
    '/:itemId/auctioncompanygroups',
    { schema: { tags, summary: "The item's target groups", ...byItem } },
    (request) => details.getItemCompanyGroups(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/CompanyGroup',
    {
      schema: {
        tags,
        summary: 'Show the item to a target group or hide it from one',
        ...byItem,
        body: assignCompanyGroupSchema,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await runItemCommand(
        ctx,
        caller,
        request.params.itemId,
        parts.assignCompanyGroup(request.body),
      );
      return details.getItemCompanyGroups(ctx, caller, request.params.itemId);
    },
  );
};
