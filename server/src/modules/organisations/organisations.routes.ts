import {
  organisationIdParamSchema,
  organisationIdQuerySchema,
  productPermissionParamSchema,
  updatePermissionRequestSchema,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import * as organisations from './organisations.service.js';

const tags = ['Organisation'];

/** The organisation calls of organisation-and-settings 7 under /api/Organisation. */
export const organisationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;
  const byQuery = { querystring: organisationIdQuerySchema };

  app.get('/GetOffices', { schema: { tags, summary: 'Offices, by name', ...byQuery } }, (request) =>
    organisations.getOffices(db, callerOf(request), request.query.organisationId),
  );
  app.get(
    '/GetOrganisationRoles',
    { schema: { tags, summary: 'Organisation roles', ...byQuery } },
    (request) =>
      organisations.getOrganisationRoles(db, callerOf(request), request.query.organisationId),
  );
  app.get(
    '/GetProductPermissions',
    {
      schema: {
        tags,
        summary: 'Permissions the organisation can grant, with their roles',
        ...byQuery,
      },
    },
    (request) =>
      organisations.getProductPermissions(db, callerOf(request), request.query.organisationId),
  );
  app.get(
    '/GetImages',
    { schema: { tags, summary: 'Logo and thumbnail images', ...byQuery } },
    (request) => organisations.getImages(db, callerOf(request), request.query.organisationId),
  );
  app.get(
    '/:organisationId',
    {
      schema: {
        tags,
        summary: 'One organisation the caller belongs to',
        params: organisationIdParamSchema,
      },
    },
    (request) =>
      organisations.getOrganisation(db, callerOf(request), request.params.organisationId),
  );
  app.post(
    '/:organisationId/UpdatePermission',
    {
      schema: {
        tags,
        summary: 'Grant a permission to exactly these roles (manage-user-permission right)',
        params: organisationIdParamSchema,
        body: updatePermissionRequestSchema,
      },
    },
    (request) =>
      organisations.updatePermission(
        db,
        callerOf(request),
        request.params.organisationId,
        request.body,
      ),
  );
  app.post(
    '/:organisationId/AssignOrganisationWideProductPermission/:productPermissionId',
    {
      schema: {
        tags,
        summary: 'Grant a permission to everyone in the organisation',
        params: productPermissionParamSchema,
      },
    },
    (request) =>
      organisations.setOrganisationWidePermission(
        db,
        callerOf(request),
        request.params.organisationId,
        request.params.productPermissionId,
        true,
      ),
  );
  app.delete(
    '/:organisationId/UnAssignOrganisationWideProductPermission/:productPermissionId',
    {
      schema: {
        tags,
        summary: 'Stop granting a permission to everyone',
        params: productPermissionParamSchema,
      },
    },
    (request) =>
      organisations.setOrganisationWidePermission(
        db,
        callerOf(request),
        request.params.organisationId,
        request.params.productPermissionId,
        false,
      ),
  );
};
