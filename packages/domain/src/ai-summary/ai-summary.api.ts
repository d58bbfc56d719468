import { endpoint } from '../api/endpoint.js';
import { itemIdParamSchema } from '../auction-items/draft-update.schema.js';
import { aiSummarySchema } from './ai-summary.js';

/** The item's AI summary (spec 3, aiSummary). */
export const aiSummaryApi = {
  /** null for a draft. */
  get: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/ai-summary',
    params: itemIdParamSchema,
    response: aiSummarySchema.nullable(),
  }),
};
