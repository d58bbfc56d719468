import { organisationsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import * as organisations from './organisations.service.js';

const tags = ['Organisation'];

/** The organisation calls of organisation-and-settings 7 under /api/Organisation. */
export const organisationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    organisationsApi.getOffices,
    { tags, summary: 'Offices, by name' },
    (request) => organisations.getOffices(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    organisationsApi.getRoles,
    { tags, summary: 'Organisation roles' },
    (request) =>
      organisations.getOrganisationRoles(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    organisationsApi.getProductPermissions,
    {
      tags,
      summary: 'Permissions the organisation can grant, with their roles',
    },
    (request) =>
      organisations.getProductPermissions(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    organisationsApi.getImages,
    { tags, summary: 'Logo and thumbnail images' },
    (request) => organisations.getImages(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    organisationsApi.get,
    {
      tags,
      summary: 'One organisation the caller belongs to',
    },
    (request) =>
      organisations.getOrganisation(db, callerOf(request), request.params.organisationId),
  );
  serveEndpoint(
    app,
    organisationsApi.updatePermission,
    {
      tags,
      summary: 'Grant a permission to exactly these roles (manage-user-permission right)',
    },
    (request) =>
      organisations.updatePermission(
        db,
        callerOf(request),
        request.params.organisationId,
        request.body,
      ),
  );
  serveEndpoint(
    app,
    organisationsApi.assignOrganisationWidePermission,
    {
      tags,
      summary: 'Grant a permission to everyone in the organisation',
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
  serveEndpoint(
    app,
    organisationsApi.unassignOrganisationWidePermission,
    {
      tags,
      summary: 'Stop granting a permission to everyone',
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
