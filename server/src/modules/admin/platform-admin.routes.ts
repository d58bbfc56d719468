import {
  adminCreateUserSchema,
  adminListQuerySchema,
  adminMembershipSchema,
  adminOfficeSchema,
  adminOrganisationSchema,
  adminUpdateUserSchema,
  idTextSchema,
} from '@dealer/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { requireAdmin } from '../../http/require-admin.js';
import {
  addOffice,
  createOrganisation,
  getOrganisation,
  listOrganisations,
  updateOffice,
  updateOrganisation,
} from './organisations-admin.service.js';
import {
  createUser,
  listUsers,
  reinviteUser,
  removeMembership,
  saveMembership,
  updateUser,
} from './users-admin.service.js';

const tags = ['Admin'];
const adminOnly =
  'Platform admins only: 401 signed out, 403 without the admin flag (an API key never has it), answered before the body is read. Audited with the acting admin.';
const organisationParams = z.strictObject({ organisationId: idTextSchema });
const officeParams = z.strictObject({ organisationId: idTextSchema, officeId: idTextSchema });
const userParams = z.strictObject({ userId: idTextSchema });
const membershipParams = z.strictObject({ userId: idTextSchema, organisationId: idTextSchema });
const organisationRules =
  '400 fields.businessIdentityCode mandatory / wrong_pattern / wrong_check_digit; 409 fields.businessIdentityCode item_already_exists when another organisation has it. products are the subscriptions: 1 auctioneer, 2 pro auctioneer, 3 viewer, 4 pro viewer; without hasLicence the auctioneer subscriptions give no rights.';

/**
 * Issue 13, platform operations (there is no external store service): a platform admin's
 * organisations, offices, users, memberships and invitations under /api/admin.
 */
export const platformAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/organisations',
    {
      schema: {
        tags,
        summary: 'Organisations by name, 100 at most; search matches any part of the name or code',
        description: adminOnly,
        querystring: adminListQuerySchema,
      },
    },
    (request) => listOrganisations(ctx, request.query.search),
  );
  app.post(
    '/organisations',
    {
      schema: {
        tags,
        summary:
          'Create an organisation with its subscriptions and licence; it gets the roles main user, seller and buyer',
        description: `${adminOnly} ${organisationRules}`,
        body: adminOrganisationSchema,
      },
    },
    (request) => createOrganisation(ctx, callerOf(request), request.body),
  );
  app.get(
    '/organisations/:organisationId',
    {
      schema: {
        tags,
        summary: 'An organisation with its offices, roles (and their permissions) and members',
        description: adminOnly,
        params: organisationParams,
      },
    },
    (request) => getOrganisation(ctx.db, request.params.organisationId),
  );
  app.put(
    '/organisations/:organisationId',
    {
      schema: {
        tags,
        summary: 'Edit an organisation, its subscriptions and licence',
        description: `${adminOnly} ${organisationRules}`,
        params: organisationParams,
        body: adminOrganisationSchema,
      },
    },
    (request) =>
      updateOrganisation(ctx, callerOf(request), request.params.organisationId, request.body),
  );
  app.post(
    '/organisations/:organisationId/offices',
    {
      schema: {
        tags,
        summary: 'Add an office to an organisation',
        description: adminOnly,
        params: organisationParams,
        body: adminOfficeSchema,
      },
    },
    (request) => addOffice(ctx, callerOf(request), request.params.organisationId, request.body),
  );
  app.put(
    '/organisations/:organisationId/offices/:officeId',
    {
      schema: {
        tags,
        summary: 'Edit an office of an organisation',
        description: `${adminOnly} 404 for an office of another organisation.`,
        params: officeParams,
        body: adminOfficeSchema,
      },
    },
    (request) =>
      updateOffice(
        ctx,
        callerOf(request),
        request.params.organisationId,
        request.params.officeId,
        request.body,
      ),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary:
          'Users by e-mail, 100 at most; search matches any part of the e-mail or name. state: active, invited, invitation_expired',
        description: adminOnly,
        querystring: adminListQuerySchema,
      },
    },
    (request) => listUsers(ctx, request.query.search),
  );
  app.post(
    '/users',
    {
      schema: {
        tags,
        summary:
          'Create a user with memberships and mail an invitation link (/kutsu/{token}, 7 days, once)',
        description: `${adminOnly} 409 conflict fields.email email_taken when the address is in use (nothing is written); 422 fields.organisationId not_found, fields.roleIds not_found for a role of another organisation.`,
        body: adminCreateUserSchema,
      },
    },
    (request) => createUser(ctx, callerOf(request), request.body),
  );
  app.put(
    '/users/:userId',
    {
      schema: {
        tags,
        summary: "Edit a user's names, language, phone and platform admin flag",
        description: `${adminOnly} 422 fields.nwAdmin own_flag: an admin does not remove their own flag.`,
        params: userParams,
        body: adminUpdateUserSchema,
      },
    },
    (request) => updateUser(ctx, callerOf(request), request.params.userId, request.body),
  );
  app.put(
    '/users/:userId/memberships/:organisationId',
    {
      schema: {
        tags,
        summary:
          "Make the user a member of the organisation with these roles (or set a member's roles)",
        description: `${adminOnly} 422 fields.organisationId not_found; fields.roleIds not_found for a role of another organisation.`,
        params: membershipParams,
        body: adminMembershipSchema,
      },
    },
    (request) =>
      saveMembership(
        ctx,
        callerOf(request),
        request.params.userId,
        request.params.organisationId,
        request.body.roleIds,
      ),
  );
  app.delete(
    '/users/:userId/memberships/:organisationId',
    {
      schema: {
        tags,
        summary: 'End the membership of the user in the organisation',
        description: `${adminOnly} 404 when the user is not a member.`,
        params: membershipParams,
      },
    },
    (request) =>
      removeMembership(
        ctx,
        callerOf(request),
        request.params.userId,
        request.params.organisationId,
      ),
  );
  app.post(
    '/users/:userId/invitation',
    {
      schema: {
        tags,
        summary: 'Mail a new invitation link; the old link stops working',
        description: `${adminOnly} 422 fields.userId already_active once the user has chosen a password.`,
        params: userParams,
      },
    },
    (request) => reinviteUser(ctx, callerOf(request), request.params.userId),
  );
};
