import { auctionItemsApi as api } from '@dealer/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { changeItemOf } from '../../http/change-item.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { runChange, runItemCommand, type ItemCommand } from '../items/item-pipeline.js';
import * as drafts from './drafts.commands.js';
import { addAuctionView, addFavourite, deleteFavourite } from './favourites.commands.js';
import * as details from './item-details.service.js';
import * as parts from './item-parts.commands.js';
import { getItem } from './item-read.service.js';
import { cancelItem, redraft } from './lifecycle.commands.js';
import { ItemListCache, type FullListAnswer } from './item-list-cache.js';
import { listChangesJson, listItemsJson } from './item-list.service.js';
import { countSellerAwaiting, listOwnItems } from './own-items.service.js';
import { acceptedEncodingsOf, CompressedAnswers } from '../../http/compressed-answers.js';
import { matchesEtag } from '../../http/etag.js';
import { GzipPieces } from '../../http/gzip-pieces.js';
import { searchItemsAsAdmin } from './admin-search.service.js';
import { requireAdmin } from '../../http/require-admin.js';
import { getClosedItem } from '../admin/admin-reads.service.js';

const tags = ['AuctionItems'];
/** Lists smaller than this are compressed per request by the compression plugin. */
const compressOnceFrom = 64 * 1024;

/** The list's version (issue 10): what a reload after a reconnect asks for changes since. */
const listVersionHeader = 'x-list-version';

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
  const compressedLists = new CompressedAnswers();
  /** The gzip of the lists' parts, deflated once for every viewer whose list holds them. */
  const listGzip = new GzipPieces();
  app.addHook('onClose', async () => listCache.close());
  /**
   * A whole list, as JSON: a large one compressed once per version, off the event loop, in gzip
   * from the cache's kept pieces until its Brotli is made (issue 10, `CompressedAnswers`).
   */
  const sendWholeList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    list: FullListAnswer,
  ) => {
    reply.type('application/json; charset=utf-8');
    const body = () => Buffer.concat(list.parts);
    if (list.size < compressOnceFrom) return reply.send(body());
    reply.header('vary', 'accept-encoding');
    const accepted = acceptedEncodingsOf(request.headers['accept-encoding']);
    const gzip = () => listGzip.gzip(list.parts);
    const compressed = await compressedLists.get(list.etag, accepted, { body, gzip });
    if (!compressed) return reply.send(body());
    return reply.header('content-encoding', compressed.encoding).send(compressed.bytes);
  };

  // The two list answers (issue 10) are JSON bytes kept ready by the cache: sent as they are,
  // fastify runs no serializer on bytes of JSON content type. Their schemas document them.
  serveEndpoint(
    app,
    api.list,
    {
      tags,
      summary: 'The items page: visible published items (ended under 24 h ago)',
    },
    async (request, reply) => {
      const list = await listItemsJson(ctx, listCache, callerOf(request));
      // The browser keeps the list and asks again with If-None-Match; an unchanged list is a
      // 304 with no body.
      reply
        .header('etag', list.etag)
        .header('cache-control', 'private, no-cache')
        .header(listVersionHeader, list.version);
      if (matchesEtag(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
      return sendWholeList(request, reply, list);
    },
  );
  serveEndpoint(
    app,
    api.listChanges,
    {
      tags,
      summary: 'The items page after a reconnect: what changed since a version of the list',
      description:
        'since: the X-List-Version of an earlier answer. Answers { isDelta: true, rows, removedIds, favoriteIds, bidMachineIds }, or { isDelta: false, rows } (the whole list) when that version cannot be answered here (another instance, a restart, too old, not a version). X-List-Version names the new version.',
    },
    async (request, reply) => {
      const answer = await listChangesJson(ctx, listCache, callerOf(request), request.query.since);
      reply.header('cache-control', 'private, no-store').header(listVersionHeader, answer.version);
      // A whole list after a restart or a deploy comes to every screen at once: compressed once.
      if ('whole' in answer) return sendWholeList(request, reply, answer.whole);
      return reply.type('application/json; charset=utf-8').send(answer.delta);
    },
  );
  serveEndpoint(
    app,
    api.defaultLists,
    { tags, summary: 'Option values of the item dropdowns' },
    () => details.getDefaultLists(ctx.clock.now()),
  );
  serveEndpoint(
    app,
    api.create,
    { tags, summary: "A new draft from the organisation's defaults" },
    async (request) => {
      const caller = callerOf(request);
      const itemId = await runChange(ctx, caller, (scope) =>
        drafts.createDraft(scope, caller, request.body),
      );
      return getItem(ctx, caller, itemId);
    },
  );
  serveEndpoint(
    app,
    api.awaitingSellerCount,
    {
      tags,
      summary:
        "How many ended items of the caller's organisation wait for it as seller (the My items dot)",
    },
    (request) => countSellerAwaiting(ctx, callerOf(request)),
  );
  serveEndpoint(
    app,
    api.organisationItems,
    { tags, summary: "The organisation's own items (members only)" },
    (request) => listOwnItems(ctx, callerOf(request), request.params.organisationId, 'seller'),
  );
  serveEndpoint(
    app,
    api.buyingItems,
    {
      tags,
      summary: 'The items the organisation has bid on or set a bid machine on (my items, buy tab)',
    },
    (request) => listOwnItems(ctx, callerOf(request), request.params.organisationId, 'buyer'),
  );
  serveEndpoint(
    app,
    api.adminSearch,
    {
      tags,
      summary:
        'Admin search (platform admins): items by id, or by licence number without regard to case, spaces or hyphens',
      // Spec 6: anyone but a platform admin is refused before the term is even read.
      onRequest: requireAdmin,
    },
    (request) => searchItemsAsAdmin(ctx, callerOf(request), request.params.searchTerm),
  );
  serveEndpoint(
    app,
    api.get,
    { tags, summary: 'One item as the caller may see it (404 otherwise)' },
    (request) => getItem(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    api.closed,
    {
      tags,
      summary:
        'A closed (ended) item as the caller may see it; platform admins see any item whole. 422 not_ended while it runs',
    },
    (request) => getClosedItem(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    api.update,
    { tags, summary: 'Save a draft (whole or in part), with file changes; 422 names broken rules' },
    (request) => changeItem(request, drafts.updateDraft(request.body)),
  );
  serveEndpoint(
    app,
    api.updateFiles,
    { tags, summary: "Order and rotation of a published item's files" },
    (request) => changeItem(request, drafts.updateFiles(request.body.fileUpdates)),
  );
  serveEndpoint(
    app,
    api.publish,
    { tags, summary: 'Publish a complete draft; 422 lists incomplete sections' },
    (request) => changeItem(request, drafts.publishDraft),
  );
  serveEndpoint(app, api.deleteDraft, { tags, summary: 'Delete a draft' }, async (request) => {
    await runItemCommand(ctx, callerOf(request), request.params.itemId, drafts.deleteDraft);
  });
  serveEndpoint(
    app,
    api.redraft,
    { tags, summary: 'Back to draft, or a copy as a new draft' },
    async (request) => {
      const caller = callerOf(request);
      const draftId = await runItemCommand(ctx, caller, request.params.itemId, redraft);
      return getItem(ctx, caller, draftId);
    },
  );
  serveEndpoint(
    app,
    api.cancel,
    { tags, summary: 'Remove a published item with bids from sale' },
    (request) => changeItem(request, cancelItem),
  );
  serveEndpoint(
    app,
    api.addFavorite,
    { tags, summary: "Add to the user's favourites (not on an ended item)" },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        addFavourite(callerOf(request)),
      ),
  );
  serveEndpoint(
    app,
    api.deleteFavorite,
    { tags, summary: "Remove from the user's favourites" },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        deleteFavourite(callerOf(request)),
      ),
  );
  serveEndpoint(
    app,
    api.addAuctionView,
    { tags, summary: 'Register a view (once per user and day)' },
    (request) =>
      runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        addAuctionView(callerOf(request)),
      ),
  );
  serveEndpoint(app, api.location, { tags, summary: "The item's pickup location" }, (request) =>
    details.getItemLocation(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(app, api.office, { tags, summary: "The item's office" }, (request) =>
    details.getItemOffice(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    api.responsiblePersons,
    { tags, summary: "The item's responsible salespeople" },
    (request) => details.getResponsibleSalespeople(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    api.detailedResponsiblePersons,
    { tags, summary: "The item's responsible salespeople with contact details" },
    (request) => details.getResponsibleSalespeople(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    api.addResponsiblePerson,
    { tags, summary: 'Add a responsible salesperson' },
    (request) =>
      changeResponsibleSalespeople(request, parts.addResponsibleSalesperson(request.body)),
  );
  serveEndpoint(
    app,
    api.updateResponsiblePerson,
    { tags, summary: 'Show or hide a responsible salesperson in the auction' },
    (request) =>
      changeResponsibleSalespeople(request, parts.updateResponsibleSalesperson(request.body)),
  );
  serveEndpoint(
    app,
    api.removeResponsiblePerson,
    { tags, summary: 'Remove a responsible salesperson' },
    (request) =>
      changeResponsibleSalespeople(
        request,
        parts.removeResponsibleSalesperson(request.params.responsiblePersonId),
      ),
  );
  serveEndpoint(app, api.companyGroups, { tags, summary: "The item's target groups" }, (request) =>
    details.getItemCompanyGroups(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    api.assignCompanyGroup,
    { tags, summary: 'Show the item to a target group or hide it from one' },
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
