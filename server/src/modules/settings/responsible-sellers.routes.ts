import { settingsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import * as sellers from './responsible-sellers.service.js';

const tags = ['Settings'];

/** Spec 7: the offices' default responsible salespeople under /api/Settings/ResponsibleSalespeople. */
export const responsibleSellersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    settingsApi.defaultResponsibleSellers,
    { tags, summary: "Each office's default responsible salespeople" },
    (request) => sellers.listDefaults(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    settingsApi.addDefaultResponsibleSeller,
    {
      tags,
      summary:
        'Add a default responsible salesperson to an office (at most 3 shown in the auction)',
    },
    (request) => sellers.addDefault(db, callerOf(request), request.body),
  );
  serveEndpoint(
    app,
    settingsApi.removeDefaultResponsibleSeller,
    { tags, summary: 'Remove a default responsible salesperson' },
    async (request) => {
      await sellers.removeDefault(db, callerOf(request), request.params.id);
    },
  );
  serveEndpoint(
    app,
    settingsApi.setDefaultResponsibleSellerShown,
    {
      tags,
      summary: 'Show or hide a default responsible salesperson in the auction (at most 3 shown)',
    },
    (request) =>
      sellers.setShowInAuction(
        db,
        callerOf(request),
        request.params.id,
        request.body.showInAuction,
      ),
  );
};
