import { usersApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import * as users from './users.service.js';

const tags = ['User'];

/** The user calls of organisation-and-settings 7 under /api/User. */
export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    usersApi.getCurrentUser,
    {
      tags,
      summary: 'The signed-in user with the permission flags of one organisation',
    },
    (request) => users.getCurrentUser(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    usersApi.getProducts,
    { tags, summary: 'Subscriptions of the selected organisation' },
    (request) => users.getProducts(db, callerOf(request)),
  );
  serveEndpoint(
    app,
    usersApi.getOrganisationBasicInfos,
    { tags, summary: "The user's organisations, by name" },
    (request) => users.getUserOrganisationBasicInfos(db, callerOf(request)),
  );
  serveEndpoint(
    app,
    usersApi.getPermissions,
    {
      tags,
      summary: 'Permission flags in one organisation',
    },
    (request) => users.getUserPermissions(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    usersApi.getBasicInfos,
    {
      tags,
      summary: 'Names of users who share an organisation with the caller',
    },
    (request) => users.getUserBasicInfos(db, callerOf(request), request.body),
  );
  serveEndpoint(
    app,
    usersApi.setSelectedOrganisation,
    {
      tags,
      summary: 'Select the organisation the user acts for',
    },
    (request) =>
      users.setSelectedOrganisation(db, callerOf(request), request.params.organisationId),
  );
  serveEndpoint(app, usersApi.setLocale, { tags, summary: "Save the user's language" }, (request) =>
    users.setLocale(db, callerOf(request), request.params.locale),
  );
  serveEndpoint(
    app,
    usersApi.setPhoneNumber,
    { tags, summary: "Save the user's phone number" },
    (request) => users.setPhoneNumber(db, callerOf(request), request.body.phoneNumber),
  );
};
