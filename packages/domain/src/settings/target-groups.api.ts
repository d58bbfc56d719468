import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import {
  organisationIdParamSchema,
  organisationIdQuerySchema,
} from '../identity/identity.schema.js';
import {
  companyGroupItemParamSchema,
  companyGroupItemRequestSchema,
  companyGroupParamSchema,
  createCompanyGroupRequestSchema,
  createDefaultOfficeCompanyGroupRequestSchema,
  settingsRowParamSchema,
  updateCompanyGroupRequestSchema,
  updateDefaultOfficeCompanyGroupRequestSchema,
} from './target-groups.js';
import {
  companyGroupItemSchema,
  companyGroupSchema,
  savedDefaultOfficeCompanyGroupSchema,
  defaultOfficeCompanyGroupSchema,
} from './target-group-answers.js';

const groups = '/api/CompanyGroups';
const defaults = '/api/Settings/DefaultOfficeCompanyGroups';

/** Spec 7: /api/CompanyGroups and the offices' default groups under /api/Settings. */
export const targetGroupsApi = {
  create: endpoint({
    method: 'POST',
    path: groups,
    body: createCompanyGroupRequestSchema,
    response: companyGroupSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${groups}/organisation/:organisationId`,
    params: organisationIdParamSchema,
    response: z.array(companyGroupSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: `${groups}/:companyGroupId`,
    params: companyGroupParamSchema,
    response: companyGroupSchema,
  }),
  rename: endpoint({
    method: 'PATCH',
    path: `${groups}/:companyGroupId`,
    params: companyGroupParamSchema,
    body: updateCompanyGroupRequestSchema,
    response: companyGroupSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${groups}/:companyGroupId`,
    params: companyGroupParamSchema,
    status: 204,
    response: null,
  }),
  addItem: endpoint({
    method: 'POST',
    path: `${groups}/:companyGroupId/Item`,
    params: companyGroupParamSchema,
    body: companyGroupItemRequestSchema,
    response: companyGroupItemSchema,
  }),
  updateItem: endpoint({
    method: 'PATCH',
    path: `${groups}/:companyGroupId/item/:companyGroupItemId`,
    params: companyGroupItemParamSchema,
    body: companyGroupItemRequestSchema,
    response: companyGroupItemSchema,
  }),
  deleteItem: endpoint({
    method: 'DELETE',
    path: `${groups}/:companyGroupId/item/:companyGroupItemId`,
    params: companyGroupItemParamSchema,
    status: 204,
    response: null,
  }),
  listDefaults: endpoint({
    method: 'GET',
    path: defaults,
    query: organisationIdQuerySchema,
    response: z.array(defaultOfficeCompanyGroupSchema),
  }),
  addDefault: endpoint({
    method: 'POST',
    path: defaults,
    body: createDefaultOfficeCompanyGroupRequestSchema,
    response: savedDefaultOfficeCompanyGroupSchema,
  }),
  updateDefault: endpoint({
    method: 'PATCH',
    path: `${defaults}/:id`,
    params: settingsRowParamSchema,
    body: updateDefaultOfficeCompanyGroupRequestSchema,
    response: savedDefaultOfficeCompanyGroupSchema,
  }),
  deleteDefault: endpoint({
    method: 'DELETE',
    path: `${defaults}/:id`,
    params: settingsRowParamSchema,
    status: 204,
    response: null,
  }),
};
