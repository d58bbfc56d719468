import { aiSummaryApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { getAiSummary } from './ai-summary.service.js';
import { createSummaryProvider } from './summary-provider.js';

/** The item's AI summary (spec 3, aiSummary) under /api/AuctionItems. */
export const aiSummaryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const provider = createSummaryProvider(ctx.config);

  serveEndpoint(
    app,
    aiSummaryApi.get,
    {
      tags: ['AI summary'],
      summary: "The item's summary in fi-fi, en-gb and sv-se, and who wrote it",
      description:
        "writer 'model' (the OpenAI-compatible service of AI_SUMMARY_URL, named in `model`) or 'template' (the built-in summariser, from the item's own fields). Written again when the item's text changes. null for a draft. Feedback: AddReview with reviewType 101.",
    },
    (request) => getAiSummary(ctx, provider, callerOf(request), request.params.itemId),
  );
};
