import type {
  CurrentUser,
  Locale,
  Office,
  OrganisationBasicInfo,
  PermissionFlags,
} from '@dealer/domain';
import { apiGet, apiSend } from '../api-client';

// The user and organisation calls the shell itself needs (spec 7, User and Organisation).

export const fetchCurrentUser = () => apiGet<CurrentUser>('/api/User/GetCurrentUser');

export const fetchUserOrganisations = () =>
  apiGet<OrganisationBasicInfo[]>('/api/User/GetUserOrganisationBasicInfos');

export const fetchUserPermissions = (organisationId: number) =>
  apiGet<PermissionFlags>(`/api/User/GetUserPermissions?organisationId=${organisationId}`);

export const fetchOffices = (organisationId: number) =>
  apiGet<Office[]>(`/api/Organisation/GetOffices?organisationId=${organisationId}`);

export const setSelectedOrganisation = (organisationId: number) =>
  apiSend<CurrentUser>('PATCH', `/api/User/SetSelectedOrganisationId/${organisationId}`);

export const setUserLocale = (locale: Locale) =>
  apiSend<CurrentUser>('PATCH', `/api/User/SetUserLocale/${locale}`);

export const logout = () => apiSend('POST', '/api/auth/logout');
