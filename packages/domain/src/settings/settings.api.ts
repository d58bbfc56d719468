import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import {
  idTextSchema,
  organisationIdParamSchema,
  organisationIdQuerySchema,
} from '../identity/identity.schema.js';
import { importLocationsQuerySchema, locationRequestSchema } from './locations.js';
import { organisationLogoSchema } from './organisation-logo.js';
import { organisationSettingsSchema } from './organisation-settings.js';
import {
  addDefaultResponsibleSalespersonRequestSchema,
  updateDefaultResponsibleSalespersonRequestSchema,
} from './responsible-sellers.js';
import {
  serverTimestampSchema,
  serviceNoticeViewSchema,
  publicHolidaysSchema,
  clientConfigSchema,
  organisationLocationSchema,
  savedLocationSchema,
  responsibleCandidateSchema,
  defaultResponsibleSellerSchema,
  releaseNoteSchema,
} from './settings-answers.js';
import { settingsRowParamSchema } from './target-groups.js';

const locationIdParamSchema = z.strictObject({ locationId: idTextSchema });
const base = '/api/Settings';

/** Spec 7: /api/Settings (public and member settings, locations, default salespeople, notes). */
export const settingsApi = {
  timestamp: endpoint({
    method: 'GET',
    path: `${base}/timestamp`,
    response: serverTimestampSchema,
  }),
  serviceAdNotification: endpoint({
    method: 'GET',
    path: `${base}/serviceadnotification`,
    response: serviceNoticeViewSchema,
  }),
  serviceNotification: endpoint({
    method: 'GET',
    path: `${base}/servicenotification`,
    response: serviceNoticeViewSchema,
  }),
  publicHolidays: endpoint({
    method: 'GET',
    path: `${base}/publicholidays`,
    response: publicHolidaysSchema,
  }),
  clientConfig: endpoint({
    method: 'GET',
    path: `${base}/clientconfig`,
    response: clientConfigSchema,
  }),
  pickupLocations: endpoint({
    method: 'GET',
    path: `${base}/locations/pickup`,
    query: organisationIdQuerySchema,
    response: z.array(organisationLocationSchema),
  }),
  deliveryLocations: endpoint({
    method: 'GET',
    path: `${base}/locations/delivery`,
    query: organisationIdQuerySchema,
    response: z.array(organisationLocationSchema),
  }),
  responsibleCandidates: endpoint({
    method: 'GET',
    path: `${base}/ResponsibleSalespeople/:organisationId`,
    params: organisationIdParamSchema,
    response: z.array(responsibleCandidateSchema),
  }),
  organisationSettings: endpoint({
    method: 'GET',
    path: `${base}/organisation/:organisationId/settings`,
    params: organisationIdParamSchema,
    response: organisationSettingsSchema,
  }),
  saveOrganisationSettings: endpoint({
    method: 'PATCH',
    path: `${base}/organisation/:organisationId/settings`,
    params: organisationIdParamSchema,
    body: organisationSettingsSchema,
    response: organisationSettingsSchema,
  }),
  organisationLogo: endpoint({
    method: 'GET',
    path: `${base}/organisation/:organisationId/logo`,
    params: organisationIdParamSchema,
    response: organisationLogoSchema,
  }),
  replaceOrganisationLogo: endpoint({
    method: 'PUT',
    path: `${base}/organisation/:organisationId/logo`,
    params: organisationIdParamSchema,
    multipart: true,
    response: organisationLogoSchema,
  }),
  removeOrganisationLogo: endpoint({
    method: 'DELETE',
    path: `${base}/organisation/:organisationId/logo`,
    params: organisationIdParamSchema,
    response: organisationLogoSchema,
  }),
  createLocation: endpoint({
    method: 'POST',
    path: `${base}/locations`,
    body: locationRequestSchema,
    response: savedLocationSchema,
  }),
  importLocations: endpoint({
    method: 'POST',
    path: `${base}/locations/import`,
    query: importLocationsQuerySchema,
    response: z.array(savedLocationSchema),
  }),
  updateLocation: endpoint({
    method: 'PATCH',
    path: `${base}/locations/:locationId`,
    params: locationIdParamSchema,
    body: locationRequestSchema,
    response: savedLocationSchema,
  }),
  deleteLocation: endpoint({
    method: 'DELETE',
    path: `${base}/locations/:locationId`,
    params: locationIdParamSchema,
    status: 204,
    response: null,
  }),
  defaultResponsibleSellers: endpoint({
    method: 'GET',
    path: `${base}/ResponsibleSalespeople/Defaults`,
    query: organisationIdQuerySchema,
    response: z.array(defaultResponsibleSellerSchema),
  }),
  addDefaultResponsibleSeller: endpoint({
    method: 'POST',
    path: `${base}/ResponsibleSalespeople/AddDefault`,
    body: addDefaultResponsibleSalespersonRequestSchema,
    response: defaultResponsibleSellerSchema,
  }),
  removeDefaultResponsibleSeller: endpoint({
    method: 'DELETE',
    path: `${base}/ResponsibleSalespeople/RemoveDefault/:id`,
    params: settingsRowParamSchema,
    status: 204,
    response: null,
  }),
  setDefaultResponsibleSellerShown: endpoint({
    method: 'PATCH',
    path: `${base}/ResponsibleSalespeople/DefaultResponsibleSalesPerson/:id`,
    params: settingsRowParamSchema,
    body: updateDefaultResponsibleSalespersonRequestSchema,
    response: defaultResponsibleSellerSchema,
  }),
  releaseNotes: endpoint({
    method: 'GET',
    path: `${base}/getservicereleasenotes`,
    response: z.array(releaseNoteSchema),
  }),
  latestReleaseNote: endpoint({
    method: 'GET',
    path: `${base}/getlatestservicereleasenote`,
    response: releaseNoteSchema.nullable(),
  }),
};
