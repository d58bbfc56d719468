import { RefusedError } from '@dealer/domain';
import {
  addBidMachineSchema,
  auctioneerConfirmSchema,
  buyerConfirmSchema,
  setWinningBidSchema,
  bidRequestSchema,
  deleteBidMachineSchema,
  itemIdParamSchema,
  updateBidMachineSchema,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { changeItemOf } from '../../http/change-item.js';
import { auctioneerConfirm, buyerConfirm, setWinningBid } from './after-sale.commands.js';
import { changeBidding, type BiddingChange } from './bidding.service.js';
import { listBidDetails, listTopBids } from './bids-view.service.js';
import { hashRequestBody, idempotencyKeyHeader, readIdempotencyKey } from './idempotency.js';

const tags = ['Bidding'];
const byItem = { params: itemIdParamSchema };
const moneyCall =
  'Runs in one transaction on the locked item. Send an Idempotency-Key header: a retry with the same key replays the first answer and never bids twice. 409 price_changed (details: priceNow, minimumBid, maximumBid) when the bid is under the minimum because the price moved since `priceNow`; 422 rule_broken names the rule in `fields`; 403 without the buyer right or for another organisation.';

/** Bids and bid machines (auction-items 7) under /api/AuctionItems. */
export const biddingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const changeItem = changeItemOf(ctx);

  const change = (
    request: {
      params: { itemId: number };
      body: { auctionItemId: number; organisationId: number; officeId?: number | null };
      headers: Record<string, string | string[] | undefined>;
    },
    caller: ReturnType<typeof callerOf>,
    what: BiddingChange,
  ) => {
    if (request.body.auctionItemId !== request.params.itemId)
      throw RefusedError.invalid('auctionItemId must be the item of the path.', {
        auctionItemId: 'mismatch',
      });
    return changeBidding(ctx, {
      caller,
      itemId: request.params.itemId,
      organisationId: request.body.organisationId,
      officeId: request.body.officeId,
      idempotencyKey: readIdempotencyKey(request.headers[idempotencyKeyHeader]),
      requestHash: hashRequestBody(request.body),
      change: what,
    });
  };

  app.post(
    '/:itemId/Bid',
    {
      schema: {
        tags,
        summary: 'Place a bid',
        description: moneyCall,
        ...byItem,
        body: bidRequestSchema,
      },
    },
    (request) =>
      change(request, callerOf(request), {
        kind: 'bid',
        price: request.body.price,
        priceNow: request.body.priceNow,
      }),
  );
  app.post(
    '/:itemId/AddBidMachine',
    {
      schema: {
        tags,
        summary: "Set the organisation's bid machine (proxy bid) with a ceiling",
        description: moneyCall,
        ...byItem,
        body: addBidMachineSchema,
      },
    },
    (request) =>
      change(request, callerOf(request), {
        kind: 'addMachine',
        ceiling: request.body.priceMaximum,
      }),
  );
  app.patch(
    '/:itemId/UpdateBidMachine',
    {
      schema: {
        tags,
        summary: "Raise or lower the bid machine's ceiling (not below what it already bid)",
        description: moneyCall,
        ...byItem,
        body: updateBidMachineSchema,
      },
    },
    (request) =>
      change(request, callerOf(request), {
        kind: 'updateMachine',
        ceiling: request.body.newPrice,
        bidMachineId: request.body.bidMachineId,
      }),
  );
  app.delete(
    '/:itemId/DeleteBidMachine',
    {
      schema: {
        tags,
        summary: 'Remove the bid machine (its bids stay)',
        description: moneyCall,
        ...byItem,
        body: deleteBidMachineSchema,
      },
    },
    async (request) => {
      // The machine is the caller's organisation's: its id must match (else 422 no_bid_machine).
      const caller = callerOf(request);
      const organisationId = caller.organisationId ?? -1;
      const { params, headers } = request;
      return change({ params, headers, body: { ...request.body, organisationId } }, caller, {
        kind: 'removeMachine',
        bidMachineId: request.body.bidMachineId,
      });
    },
  );
  app.get(
    '/:itemId/topBids',
    {
      schema: {
        tags,
        summary: 'The bids, highest first; bidder identities only as the caller may see them',
        ...byItem,
      },
    },
    (request) => listTopBids(ctx, callerOf(request), request.params.itemId),
  );
  app.get(
    '/:itemId/bid-details',
    {
      schema: {
        tags,
        summary: "The bids with bidder organisations, for the item's auctioneer",
        ...byItem,
      },
    },
    (request) => listBidDetails(ctx, callerOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/SetWinningBid',
    {
      schema: {
        tags,
        summary:
          "Finish an ended item that waits: choose a bid and the agreed price, or bidId null for 'no buyer'",
        ...byItem,
        body: setWinningBidSchema,
      },
    },
    (request) => changeItem(request, setWinningBid(request.body, ctx.config)),
  );
  app.post(
    '/:itemId/AuctioneerConfirm',
    {
      schema: {
        tags,
        summary:
          'The auctioneer confirms an ended item sold (with the price) or not sold (with why)',
        ...byItem,
        body: auctioneerConfirmSchema,
      },
    },
    (request) => changeItem(request, auctioneerConfirm(request.body)),
  );
  app.post(
    '/:itemId/BuyerConfirm',
    {
      schema: {
        tags,
        summary: 'The winning organisation confirms its purchase',
        ...byItem,
        body: buyerConfirmSchema,
      },
    },
    (request) => changeItem(request, buyerConfirm(request.body?.description?.trim() || null)),
  );
};
