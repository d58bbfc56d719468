import { additionalInfosApi, RefusedError } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { runItemCommand } from '../items/item-pipeline.js';
import { addAdditionalInfo } from './additional-infos.commands.js';
import { listAdditionalInfos } from './additional-infos.service.js';

const tags = ['Additional info'];

/** Added info (auction-items 7) under /api/AuctionItems. */
export const additionalInfosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);

  serveEndpoint(
    app,
    additionalInfosApi.add,
    {
      tags,
      summary: 'The auctioneer adds text and files to a published item (before its end)',
      description:
        'files are uploads of the organisation (POST /api/File/Files answers; only externalServiceId is read). 422 rule_broken not_published after the end or on a draft; 403 for anyone but the auctioneer. Answers { id }.',
    },
    (request) => {
      if (request.body.auctionItemId !== request.params.itemId)
        throw RefusedError.invalid('auctionItemId must be the item of the path.', {
          auctionItemId: 'mismatch',
        });
      return runItemCommand(
        ctx,
        callerOf(request),
        request.params.itemId,
        addAdditionalInfo(request.body),
      );
    },
  );

  serveEndpoint(
    app,
    additionalInfosApi.list,
    { tags, summary: 'What the auctioneer added during the auction, newest first' },
    (request) => listAdditionalInfos(ctx, callerOf(request), request.params.itemId),
  );
};
