import { aiSummaryApi } from '../ai-summary/ai-summary.api.js';
import { auctionItemsApi } from '../auction-items/auction-items.api.js';
import { filesApi } from '../auction-items/files.api.js';
import { reviewsApi } from '../reviews/reviews.api.js';

/**
 * Every endpoint of the API, by feature. The server serves each one through `serveEndpoint`, and
 * its test holds the routes it registers equal to this list, both ways.
 */
export const apiContract = {
  reviews: reviewsApi,
  auctionItems: auctionItemsApi,
  files: filesApi,
  aiSummary: aiSummaryApi,
};
