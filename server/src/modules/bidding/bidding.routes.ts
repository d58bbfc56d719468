import { biddingApi, RefusedError } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { changeItemOf } from '../../http/change-item.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { auctioneerConfirm, buyerConfirm, setWinningBid } from './after-sale.commands.js';
import { changeBidding, type BiddingChange } from './bidding.service.js';
import { listBidDetails, listTopBids } from './bids-view.service.js';
import { hashRequestBody, idempotencyKeyHeader, readIdempotencyKey } from './idempotency.js';

const tags = ['Bidding'];
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
    const key = readIdempotencyKey(request.headers[idempotencyKeyHeader]);
    return changeBidding(ctx, {
      caller,
      itemId: request.params.itemId,
      organisationId: request.body.organisationId,
      officeId: request.body.officeId,
      // The body is hashed only for a key: a call without one is never stored or compared.
      idempotency: key === null ? null : { key, requestHash: hashRequestBody(request.body) },
      change: what,
    });
  };

  serveEndpoint(
    app,
    biddingApi.bid,
    {
      tags,
      summary: 'Place a bid',
      description: moneyCall,
    },
    (request) =>
      change(request, callerOf(request), {
        kind: 'bid',
        price: request.body.price,
        priceNow: request.body.priceNow,
      }),
  );
  serveEndpoint(
    app,
    biddingApi.addBidMachine,
    {
      tags,
      summary: "Set the organisation's bid machine (proxy bid) with a ceiling",
      description: moneyCall,
    },
    (request) =>
      change(request, callerOf(request), {
        kind: 'addMachine',
        ceiling: request.body.priceMaximum,
      }),
  );
  serveEndpoint(
    app,
    biddingApi.updateBidMachine,
    {
      tags,
      summary: "Raise or lower the bid machine's ceiling (not below what it already bid)",
      description: moneyCall,
    },
    (request) =>
      change(request, callerOf(request), {
        kind: 'updateMachine',
        ceiling: request.body.newPrice,
        bidMachineId: request.body.bidMachineId,
      }),
  );
  serveEndpoint(
    app,
    biddingApi.deleteBidMachine,
    {
      tags,
      summary: 'Remove the bid machine (its bids stay)',
      description: moneyCall,
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
  serveEndpoint(
    app,
    biddingApi.topBids,
    {
      tags,
      summary: 'The bids, highest first; bidder identities only as the caller may see them',
    },
    (request) => listTopBids(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    biddingApi.bidDetails,
    {
      tags,
      summary: "The bids with bidder organisations, for the item's auctioneer",
    },
    (request) => listBidDetails(ctx, callerOf(request), request.params.itemId),
  );
  serveEndpoint(
    app,
    biddingApi.setWinningBid,
    {
      tags,
      summary:
        "Finish an ended item that waits: choose a bid and the agreed price, or bidId null for 'no buyer'",
    },
    (request) => changeItem(request, setWinningBid(request.body, ctx.config)),
  );
  serveEndpoint(
    app,
    biddingApi.auctioneerConfirm,
    {
      tags,
      summary: 'The auctioneer confirms an ended item sold (with the price) or not sold (with why)',
    },
    (request) => changeItem(request, auctioneerConfirm(request.body)),
  );
  serveEndpoint(
    app,
    biddingApi.buyerConfirm,
    {
      tags,
      summary: 'The winning organisation confirms its purchase',
    },
    (request) => changeItem(request, buyerConfirm(request.body?.description?.trim() || null)),
  );
};
