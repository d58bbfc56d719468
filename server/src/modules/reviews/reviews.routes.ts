import { reviewsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { runItemCommand } from '../items/item-pipeline.js';
import { addReview, updateReview } from './reviews.commands.js';
import { listReviews } from './reviews.service.js';

const tags = ['Reviews'];
const rules =
  'reviewType: Auctioneer 1 (the auctioneer reviews the buyer, within 30 days of the sold confirmation), Buyer 2 (the winning buyer reviews the sale), AISummary 101 (anyone who sees the item; a thumb is required). A sale review needs thumbsUp or a description (422 rule_broken, fields.description review_missing_info); description at most 500 characters (400). A second review is 409 conflict (already_reviewed); a losing buyer 403.';

/** Reviews (auction-items 7) under /api/AuctionItems. */
export const reviewsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);

  serveEndpoint(
    app,
    reviewsApi.add,
    { tags, summary: 'Review the sale, or give the AI summary a thumb', description: rules },
    (request) =>
      runItemCommand(ctx, callerOf(request), request.params.itemId, addReview(request.body)),
  );
  serveEndpoint(
    app,
    reviewsApi.update,
    { tags, summary: 'Change your own review', description: rules },
    (request) =>
      runItemCommand(ctx, callerOf(request), request.params.itemId, updateReview(request.body)),
  );
  serveEndpoint(
    app,
    reviewsApi.list,
    { tags, summary: "The sale's reviews for its two parties, and your own AI summary thumb" },
    (request) => listReviews(ctx, callerOf(request), request.params.itemId),
  );
};
