import { authApi, organisationsApi, usersApi, type Locale } from '@dealer/domain';
import { callApi } from '../api-client';

// The user and organisation calls the shell itself needs (spec 7, User and Organisation).

export const fetchCurrentUser = () => callApi(usersApi.getCurrentUser, {});

export const fetchUserOrganisations = () => callApi(usersApi.getOrganisationBasicInfos, {});

export const fetchUserPermissions = (organisationId: number) =>
  callApi(usersApi.getPermissions, { query: { organisationId: String(organisationId) } });

export const fetchOffices = (organisationId: number) =>
  callApi(organisationsApi.getOffices, { query: { organisationId: String(organisationId) } });

export const setSelectedOrganisation = (organisationId: number) =>
  callApi(usersApi.setSelectedOrganisation, { params: { organisationId } });

export const setUserLocale = (locale: Locale) =>
  callApi(usersApi.setLocale, { params: { locale } });

export const logout = () => callApi(authApi.logout, {});
