import {
  addDefaultResponsibleSalespersonRequestSchema,
  organisationIdQuerySchema,
  settingsRowParamSchema,
  updateDefaultResponsibleSalespersonRequestSchema,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import * as sellers from './responsible-sellers.service.js';

const tags = ['Settings'];
const base = '/ResponsibleSalespeople';

/** Spec 7: the offices' default responsible salespeople under /api/Settings/ResponsibleSalespeople. */
export const responsibleSellersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;
  const byId = { params: settingsRowParamSchema };

  app.get(
    `${base}/Defaults`,
    {
      schema: {
        tags,
        summary: "Each office's default responsible salespeople",
        querystring: organisationIdQuerySchema,
      },
    },
    (request) => sellers.listDefaults(db, callerOf(request), request.query.organisationId),
  );
  app.post(
    `${base}/AddDefault`,
    {
      schema: {
        tags,
        summary:
          'Add a default responsible salesperson to an office (at most 3 shown in the auction)',
        body: addDefaultResponsibleSalespersonRequestSchema,
      },
    },
    (request) => sellers.addDefault(db, callerOf(request), request.body),
  );
  app.delete(
    `${base}/RemoveDefault/:id`,
    { schema: { tags, summary: 'Remove a default responsible salesperson', ...byId } },
    async (request, reply) => {
      await sellers.removeDefault(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.patch(
    `${base}/DefaultResponsibleSalesPerson/:id`,
    {
      schema: {
        tags,
        summary: 'Show or hide a default responsible salesperson in the auction (at most 3 shown)',
        ...byId,
        body: updateDefaultResponsibleSalespersonRequestSchema,
      },
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
