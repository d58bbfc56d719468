import { platformAdminApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { requireAdmin } from '../../http/require-admin.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
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
const organisationRules =
  '400 fields.businessIdentityCode mandatory / wrong_pattern / wrong_check_digit; 409 fields.businessIdentityCode item_already_exists when another organisation has it. products are the subscriptions: 1 auctioneer, 2 pro auctioneer, 3 viewer, 4 pro viewer; without hasLicence the auctioneer subscriptions give no rights.';

/**
 * Issue 13, platform operations (there is no external store service): a platform admin's
 * organisations, offices, users, memberships and invitations under /api/admin.
 */
export const platformAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  app.addHook('onRequest', requireAdmin);

  serveEndpoint(
    app,
    platformAdminApi.listOrganisations,
    {
      tags,
      summary: 'Organisations by name, 100 at most; search matches any part of the name or code',
      description: adminOnly,
    },
    (request) => listOrganisations(ctx, request.query.search),
  );
  serveEndpoint(
    app,
    platformAdminApi.createOrganisation,
    {
      tags,
      summary:
        'Create an organisation with its subscriptions and licence; it gets the roles main user, seller and buyer',
      description: `${adminOnly} ${organisationRules}`,
    },
    (request) => createOrganisation(ctx, callerOf(request), request.body),
  );
  serveEndpoint(
    app,
    platformAdminApi.getOrganisation,
    {
      tags,
      summary: 'An organisation with its offices, roles (and their permissions) and members',
      description: adminOnly,
    },
    (request) => getOrganisation(ctx.db, request.params.organisationId),
  );
  serveEndpoint(
    app,
    platformAdminApi.updateOrganisation,
    {
      tags,
      summary: 'Edit an organisation, its subscriptions and licence',
      description: `${adminOnly} ${organisationRules}`,
    },
    (request) =>
      updateOrganisation(ctx, callerOf(request), request.params.organisationId, request.body),
  );
  serveEndpoint(
    app,
    platformAdminApi.addOffice,
    {
      tags,
      summary: 'Add an office to an organisation',
      description: adminOnly,
    },
    (request) => addOffice(ctx, callerOf(request), request.params.organisationId, request.body),
  );
  serveEndpoint(
    app,
    platformAdminApi.updateOffice,
    {
      tags,
      summary: 'Edit an office of an organisation',
      description: `${adminOnly} 404 for an office of another organisation.`,
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

  serveEndpoint(
    app,
    platformAdminApi.listUsers,
    {
      tags,
      summary:
        'Users by e-mail, 100 at most; search matches any part of the e-mail or name. state: active, invited, invitation_expired',
      description: adminOnly,
    },
    (request) => listUsers(ctx, request.query.search),
  );
  serveEndpoint(
    app,
    platformAdminApi.createUser,
    {
      tags,
      summary:
        'Create a user with memberships and mail an invitation link (/kutsu/{token}, 7 days, once)',
      description: `${adminOnly} 409 conflict fields.email email_taken when the address is in use (nothing is written); 422 fields.organisationId not_found, fields.roleIds not_found for a role of another organisation.`,
    },
    (request) => createUser(ctx, callerOf(request), request.body),
  );
  serveEndpoint(
    app,
    platformAdminApi.updateUser,
    {
      tags,
      summary: "Edit a user's names, language, phone and platform admin flag",
      description: `${adminOnly} 422 fields.nwAdmin own_flag: an admin does not remove their own flag.`,
    },
    (request) => updateUser(ctx, callerOf(request), request.params.userId, request.body),
  );
  serveEndpoint(
    app,
    platformAdminApi.saveMembership,
    {
      tags,
      summary:
        "Make the user a member of the organisation with these roles (or set a member's roles)",
      description: `${adminOnly} 422 fields.organisationId not_found; fields.roleIds not_found for a role of another organisation.`,
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
  serveEndpoint(
    app,
    platformAdminApi.removeMembership,
    {
      tags,
      summary: 'End the membership of the user in the organisation',
      description: `${adminOnly} 404 when the user is not a member.`,
    },
    (request) =>
      removeMembership(
        ctx,
        callerOf(request),
        request.params.userId,
        request.params.organisationId,
      ),
  );
  serveEndpoint(
    app,
    platformAdminApi.reinviteUser,
    {
      tags,
      summary: 'Mail a new invitation link; the old link stops working',
      description: `${adminOnly} 422 fields.userId already_active once the user has chosen a password.`,
    },
    (request) => reinviteUser(ctx, callerOf(request), request.params.userId),
  );
};
