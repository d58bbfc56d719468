import {
  companyGroupItemParamSchema,
  companyGroupItemRequestSchema,
  companyGroupParamSchema,
  createCompanyGroupRequestSchema,
  createDefaultOfficeCompanyGroupRequestSchema,
  organisationIdParamSchema,
  organisationIdQuerySchema,
  settingsRowParamSchema,
  updateCompanyGroupRequestSchema,
  updateDefaultOfficeCompanyGroupRequestSchema,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import * as groups from './target-groups.service.js';

const tags = ['CompanyGroups'];

/** Spec 7, Company groups: /api/CompanyGroups. */
export const companyGroupsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;
  const byGroup = { params: companyGroupParamSchema };
  const byItem = { params: companyGroupItemParamSchema };

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a group (name mandatory)',
        body: createCompanyGroupRequestSchema,
      },
    },
    (request) =>
      groups.createGroup(db, callerOf(request), request.body.organisationId, request.body.name),
  );
  app.get(
    '/organisation/:organisationId',
    {
      schema: {
        tags,
        summary: "The organisation's groups by name, with items",
        params: organisationIdParamSchema,
      },
    },
    (request) => groups.listGroups(db, callerOf(request), request.params.organisationId),
  );
  app.get('/:companyGroupId', { schema: { tags, summary: 'One group', ...byGroup } }, (request) =>
    groups.getGroup(db, callerOf(request), request.params.companyGroupId),
  );
  app.patch(
    '/:companyGroupId',
    {
      schema: {
        tags,
        summary: 'Rename a group',
        ...byGroup,
        body: updateCompanyGroupRequestSchema,
      },
    },
    (request) =>
      groups.renameGroup(db, callerOf(request), request.params.companyGroupId, request.body.name),
  );
  app.delete(
    '/:companyGroupId',
    { schema: { tags, summary: 'Delete a group with its items', ...byGroup } },
    async (request, reply) => {
      await groups.deleteGroup(ctx, callerOf(request), request.params.companyGroupId);
      return reply.code(204).send();
    },
  );
  app.post(
    '/:companyGroupId/Item',
    {
      schema: {
        tags,
        summary: 'Add an organisation by business identity code (valid, not yet in the group)',
        ...byGroup,
        body: companyGroupItemRequestSchema,
      },
    },
    (request) =>
      groups.addItem(ctx, callerOf(request), request.params.companyGroupId, request.body),
  );
  app.patch(
    '/:companyGroupId/item/:companyGroupItemId',
    {
      schema: {
        tags,
        summary: 'Change a group item',
        ...byItem,
        body: companyGroupItemRequestSchema,
      },
    },
    (request) =>
      groups.updateItem(
        ctx,
        callerOf(request),
        request.params.companyGroupId,
        request.params.companyGroupItemId,
        request.body,
      ),
  );
  app.delete(
    '/:companyGroupId/item/:companyGroupItemId',
    { schema: { tags, summary: 'Remove a group item', ...byItem } },
    async (request, reply) => {
      await groups.deleteItem(
        ctx,
        callerOf(request),
        request.params.companyGroupId,
        request.params.companyGroupItemId,
      );
      return reply.code(204).send();
    },
  );
};

/** Spec 7: default office company groups under /api/Settings/DefaultOfficeCompanyGroups. */
export const defaultOfficeGroupsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;
  const path = '/DefaultOfficeCompanyGroups';
  const byId = { params: settingsRowParamSchema };

  app.get(
    path,
    {
      schema: {
        tags,
        summary: "Default target groups of the organisation's offices",
        querystring: organisationIdQuerySchema,
      },
    },
    (request) =>
      groups.listDefaultOfficeGroups(db, callerOf(request), request.query.organisationId),
  );
  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Add a default target group to an office',
        body: createDefaultOfficeCompanyGroupRequestSchema,
      },
    },
    (request) => groups.addDefaultOfficeGroup(db, callerOf(request), request.body),
  );
  app.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Change the visibility type',
        ...byId,
        body: updateDefaultOfficeCompanyGroupRequestSchema,
      },
    },
    (request) =>
      groups.updateDefaultOfficeGroup(
        db,
        callerOf(request),
        request.params.id,
        request.body.visibilityType,
      ),
  );
  app.delete(
    `${path}/:id`,
    { schema: { tags, summary: 'Remove a default target group', ...byId } },
    async (request, reply) => {
      await groups.deleteDefaultOfficeGroup(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
