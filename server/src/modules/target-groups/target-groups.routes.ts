import { targetGroupsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import * as groups from './target-groups.service.js';

const tags = ['CompanyGroups'];

/** Spec 7, Company groups: /api/CompanyGroups. */
export const companyGroupsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    targetGroupsApi.create,
    // The contract's path is the prefix itself, without the trailing slash fastify would add.
    { tags, summary: 'Create a group (name mandatory)' },
    (request) =>
      groups.createGroup(db, callerOf(request), request.body.organisationId, request.body.name),
  );
  serveEndpoint(
    app,
    targetGroupsApi.list,
    { tags, summary: "The organisation's groups by name, with items" },
    (request) => groups.listGroups(db, callerOf(request), request.params.organisationId),
  );
  serveEndpoint(app, targetGroupsApi.get, { tags, summary: 'One group' }, (request) =>
    groups.getGroup(db, callerOf(request), request.params.companyGroupId),
  );
  serveEndpoint(app, targetGroupsApi.rename, { tags, summary: 'Rename a group' }, (request) =>
    groups.renameGroup(db, callerOf(request), request.params.companyGroupId, request.body.name),
  );
  serveEndpoint(
    app,
    targetGroupsApi.delete,
    { tags, summary: 'Delete a group with its items' },
    async (request) => {
      await groups.deleteGroup(ctx, callerOf(request), request.params.companyGroupId);
    },
  );
  serveEndpoint(
    app,
    targetGroupsApi.addItem,
    {
      tags,
      summary: 'Add an organisation by business identity code (valid, not yet in the group)',
    },
    (request) =>
      groups.addItem(ctx, callerOf(request), request.params.companyGroupId, request.body),
  );
  serveEndpoint(
    app,
    targetGroupsApi.updateItem,
    { tags, summary: 'Change a group item' },
    (request) =>
      groups.updateItem(
        ctx,
        callerOf(request),
        request.params.companyGroupId,
        request.params.companyGroupItemId,
        request.body,
      ),
  );
  serveEndpoint(
    app,
    targetGroupsApi.deleteItem,
    { tags, summary: 'Remove a group item' },
    async (request) => {
      await groups.deleteItem(
        ctx,
        callerOf(request),
        request.params.companyGroupId,
        request.params.companyGroupItemId,
      );
    },
  );
};

/** Spec 7: default office company groups under /api/Settings/DefaultOfficeCompanyGroups. */
export const defaultOfficeGroupsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    targetGroupsApi.listDefaults,
    { tags, summary: "Default target groups of the organisation's offices" },
    (request) =>
      groups.listDefaultOfficeGroups(db, callerOf(request), request.query.organisationId),
  );
  serveEndpoint(
    app,
    targetGroupsApi.addDefault,
    { tags, summary: 'Add a default target group to an office' },
    (request) => groups.addDefaultOfficeGroup(db, callerOf(request), request.body),
  );
  serveEndpoint(
    app,
    targetGroupsApi.updateDefault,
    { tags, summary: 'Change the visibility type' },
    (request) =>
      groups.updateDefaultOfficeGroup(
        db,
        callerOf(request),
        request.params.id,
        request.body.visibilityType,
      ),
  );
  serveEndpoint(
    app,
    targetGroupsApi.deleteDefault,
    { tags, summary: 'Remove a default target group' },
    async (request) => {
      await groups.deleteDefaultOfficeGroup(db, callerOf(request), request.params.id);
    },
  );
};
