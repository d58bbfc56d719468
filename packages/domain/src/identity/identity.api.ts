import { z } from 'zod';
import { acceptInvitationSchema } from '../admin/platform-operations.js';
import { endpoint } from '../api/endpoint.js';
import {
  localeParamSchema,
  loginRequestSchema,
  optionalOrganisationIdQuerySchema,
  organisationIdParamSchema,
  organisationIdQuerySchema,
  permissionFlagsSchema,
  productPermissionParamSchema,
  setPhoneNumberRequestSchema,
  updatePermissionRequestSchema,
  userIdsRequestSchema,
} from './identity.schema.js';
import {
  currentUserSchema,
  officeSchema,
  organisationBasicInfoSchema,
  organisationImageSchema,
  organisationRoleSchema,
  organisationSchema,
  productPermissionSchema,
  productSchema,
  userBasicInfoSchema,
} from './identity.types.js';

/** The user calls of organisation-and-settings 7 under /api/User. */
export const usersApi = {
  getCurrentUser: endpoint({
    method: 'GET',
    path: '/api/User/GetCurrentUser',
    query: optionalOrganisationIdQuerySchema,
    response: currentUserSchema,
  }),
  getProducts: endpoint({
    method: 'GET',
    path: '/api/User/GetProducts',
    response: z.array(productSchema),
  }),
  getOrganisationBasicInfos: endpoint({
    method: 'GET',
    path: '/api/User/GetUserOrganisationBasicInfos',
    response: z.array(organisationBasicInfoSchema),
  }),
  getPermissions: endpoint({
    method: 'GET',
    path: '/api/User/GetUserPermissions',
    query: organisationIdQuerySchema,
    response: permissionFlagsSchema,
  }),
  getBasicInfos: endpoint({
    method: 'POST',
    path: '/api/User/GetUserBasicInfos',
    body: userIdsRequestSchema,
    response: z.array(userBasicInfoSchema),
  }),
  setSelectedOrganisation: endpoint({
    method: 'PATCH',
    path: '/api/User/SetSelectedOrganisationId/:organisationId',
    params: organisationIdParamSchema,
    response: currentUserSchema,
  }),
  setLocale: endpoint({
    method: 'PATCH',
    path: '/api/User/SetUserLocale/:locale',
    params: localeParamSchema,
    response: currentUserSchema,
  }),
  setPhoneNumber: endpoint({
    method: 'PATCH',
    path: '/api/User/SetUserPhoneNumber',
    body: setPhoneNumberRequestSchema,
    response: currentUserSchema,
  }),
};

/** The organisation calls of organisation-and-settings 7 under /api/Organisation. */
export const organisationsApi = {
  getOffices: endpoint({
    method: 'GET',
    path: '/api/Organisation/GetOffices',
    query: organisationIdQuerySchema,
    response: z.array(officeSchema),
  }),
  getRoles: endpoint({
    method: 'GET',
    path: '/api/Organisation/GetOrganisationRoles',
    query: organisationIdQuerySchema,
    response: z.array(organisationRoleSchema),
  }),
  getProductPermissions: endpoint({
    method: 'GET',
    path: '/api/Organisation/GetProductPermissions',
    query: organisationIdQuerySchema,
    response: z.array(productPermissionSchema),
  }),
  getImages: endpoint({
    method: 'GET',
    path: '/api/Organisation/GetImages',
    query: organisationIdQuerySchema,
    response: z.array(organisationImageSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/Organisation/:organisationId',
    params: organisationIdParamSchema,
    response: organisationSchema,
  }),
  updatePermission: endpoint({
    method: 'POST',
    path: '/api/Organisation/:organisationId/UpdatePermission',
    params: organisationIdParamSchema,
    body: updatePermissionRequestSchema,
    response: productPermissionSchema,
  }),
  assignOrganisationWidePermission: endpoint({
    method: 'POST',
    path: '/api/Organisation/:organisationId/AssignOrganisationWideProductPermission/:productPermissionId',
    params: productPermissionParamSchema,
    response: productPermissionSchema,
  }),
  unassignOrganisationWidePermission: endpoint({
    method: 'DELETE',
    path: '/api/Organisation/:organisationId/UnAssignOrganisationWideProductPermission/:productPermissionId',
    params: productPermissionParamSchema,
    response: productPermissionSchema,
  }),
};

/** Signed in: the new session's user. */
const signedInSchema = z.object({ user: currentUserSchema });

/** Sign-in and sign-out with an HttpOnly session cookie (ARCHITECTURE 4), under /api/auth. */
export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginRequestSchema,
    response: signedInSchema,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/auth/invitations/accept',
    body: acceptInvitationSchema,
    response: signedInSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', status: 204, response: null }),
};
