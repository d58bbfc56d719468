import {
  localeParamSchema,
  optionalOrganisationIdQuerySchema,
  organisationIdParamSchema,
  organisationIdQuerySchema,
  setPhoneNumberRequestSchema,
  userIdsRequestSchema,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import * as users from './users.service.js';

const tags = ['User'];

/** The user calls of organisation-and-settings 7 under /api/User. */
export const usersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  app.get(
    '/GetCurrentUser',
    {
      schema: {
        tags,
        summary: 'The signed-in user with the permission flags of one organisation',
        querystring: optionalOrganisationIdQuerySchema,
      },
    },
    (request) => users.getCurrentUser(db, callerOf(request), request.query.organisationId),
  );
  app.get(
    '/GetProducts',
    { schema: { tags, summary: 'Subscriptions of the selected organisation' } },
    (request) => users.getProducts(db, callerOf(request)),
  );
  app.get(
    '/GetUserOrganisationBasicInfos',
    { schema: { tags, summary: "The user's organisations, by name" } },
    (request) => users.getUserOrganisationBasicInfos(db, callerOf(request)),
  );
  app.get(
    '/GetUserPermissions',
    {
      schema: {
        tags,
        summary: 'Permission flags in one organisation',
        querystring: organisationIdQuerySchema,
      },
    },
    (request) => users.getUserPermissions(db, callerOf(request), request.query.organisationId),
  );
  app.post(
    '/GetUserBasicInfos',
    {
      schema: {
        tags,
        summary: 'Names of users who share an organisation with the caller',
        body: userIdsRequestSchema,
      },
    },
    (request) => users.getUserBasicInfos(db, callerOf(request), request.body),
  );
  app.patch(
    '/SetSelectedOrganisationId/:organisationId',
    {
      schema: {
        tags,
        summary: 'Select the organisation the user acts for',
        params: organisationIdParamSchema,
      },
    },
    (request) =>
      users.setSelectedOrganisation(db, callerOf(request), request.params.organisationId),
  );
  app.patch(
    '/SetUserLocale/:locale',
    { schema: { tags, summary: "Save the user's language", params: localeParamSchema } },
    (request) => users.setLocale(db, callerOf(request), request.params.locale),
  );
  app.patch(
    '/SetUserPhoneNumber',
    {
      schema: { tags, summary: "Save the user's phone number", body: setPhoneNumberRequestSchema },
    },
    (request) => users.setPhoneNumber(db, callerOf(request), request.body.phoneNumber),
  );
};
