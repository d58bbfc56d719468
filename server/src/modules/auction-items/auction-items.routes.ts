import {
  addResponsiblePersonSchema,
  assignCompanyGroupSchema,
  createDraftSchema,
  draftUpdateSchema,
  itemIdParamSchema,
  organisationIdParamSchema,
  responsiblePersonParamSchema,
  updateFilesSchema,
  updateResponsiblePersonSchema,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import * as items from './auction-items.service.js';
import * as details from './item-details.service.js';
import { cancelItem, redraft } from './item-lifecycle.service.js';
import { ItemListCache } from './item-list-cache.js';
import { listItemsJson } from './item-list.service.js';
import { addAuctionView, addFavorite, deleteFavorite } from './favourites.service.js';
import { listOwnItems } from './own-items.service.js';

const tags = ['AuctionItems'];
const byItem = { params: itemIdParamSchema };

/** The seller's calls of auction-items 7 under /api/AuctionItems. */
export const auctionItemsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const listCache = new ItemListCache(ctx);
  app.addHook('onClose', async () => listCache.close());

  app.get(
    '/',
    { schema: { tags, summary: 'The items page: visible published items (ended under 24 h ago)' } },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await listItemsJson(ctx, listCache, callerOf(request))),
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
    (request) => items.createDraft(ctx, callerOf(request), request.body),
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
    '/:itemId',
    { schema: { tags, summary: 'One item as the caller may see it (404 otherwise)', ...byItem } },
    (request) => items.getItem(ctx, callerOf(request), request.params.itemId),
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
    (request) => items.updateDraft(ctx, callerOf(request), request.params.itemId, request.body),
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
    (request) =>
      items.updateFiles(ctx, callerOf(request), request.params.itemId, request.body.fileUpdates),
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
    (request) => items.publishDraft(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/DeleteDraft',
    { schema: { tags, summary: 'Delete a draft', ...byItem } },
    async (request, reply) => {
      await items.deleteDraft(ctx, callerOf(request), request.params.itemId);
      return reply.status(204).send();
    },
  );
  app.post(
    '/:itemId/Redraft',
    { schema: { tags, summary: 'Back to draft, or a copy as a new draft', ...byItem } },
    (request) => redraft(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/Cancel',
    { schema: { tags, summary: 'Remove a published item with bids from sale', ...byItem } },
    (request) => cancelItem(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/AddFavorite',
    { schema: { tags, summary: "Add to the user's favourites (not on an ended item)", ...byItem } },
    (request) => addFavorite(ctx, callerOf(request), request.params.itemId),
  );
  app.delete(
    '/:itemId/DeleteFavorite',
    { schema: { tags, summary: "Remove from the user's favourites", ...byItem } },
    (request) => deleteFavorite(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/AddAuctionView',
    { schema: { tags, summary: 'Register a view (once per user and day)', ...byItem } },
    (request) => addAuctionView(ctx, callerOf(request), request.params.itemId),
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
    (request) => details.getResponsiblePersons(ctx, callerOf(request), request.params.itemId),
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
    (request) => details.getResponsiblePersons(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/ResponsiblePerson',
    {
      schema: {
        tags,
        summary: 'Add a responsible salesperson',
        ...byItem,
        body: addResponsiblePersonSchema,
      },
    },
    (request) =>
      details.addResponsiblePerson(ctx, callerOf(request), request.params.itemId, request.body),
  );
  app.patch(
    '/:itemId/ResponsiblePerson',
    {
      schema: {
        tags,
        summary: 'Show or hide a responsible salesperson in the auction',
        ...byItem,
        body: updateResponsiblePersonSchema,
      },
    },
    (request) =>
      details.updateResponsiblePerson(ctx, callerOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId/ResponsiblePerson/:responsiblePersonId',
    {
      schema: {
        tags,
        summary: 'Remove a responsible salesperson',
        params: responsiblePersonParamSchema,
      },
    },
    (request) =>
      details.removeResponsiblePerson(
        ctx,
        callerOf(request),
        request.params.itemId,
        request.params.responsiblePersonId,
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
    (request) =>
      details.assignCompanyGroup(ctx, callerOf(request), request.params.itemId, request.body),
  );
};
