import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { auctionItemSchema, confirmationSchema } from '../auction-items/auction-item.schema.js';
import { itemIdParamSchema } from '../auction-items/draft-update.schema.js';
import { idTextSchema } from '../identity/identity.schema.js';
import { adminPageSchema, auditLogQuerySchema } from './admin-pages.js';
import {
  adminConfirmationFixSchema,
  adminEndMessageSchema,
  adminEndTimeSchema,
  adminItemQuerySchema,
  auditLogEntrySchema,
  mailOutboxQuerySchema,
  outboxMailSchema,
  serviceNoticeAnswerSchema,
  serviceNoticeKinds,
  serviceNoticeSchema,
} from './admin.schema.js';
import {
  adminCreateUserSchema,
  adminListQuerySchema,
  adminMembershipSchema,
  adminOfficeAnswerSchema,
  adminOfficeSchema,
  adminOrganisationAnswerSchema,
  adminOrganisationRowSchema,
  adminOrganisationSchema,
  adminUpdateUserSchema,
  adminUserSchema,
} from './platform-operations.js';
import {
  adminReleaseNoteSchema,
  releaseNoteDraftSchema,
  releaseNotePublishSchema,
} from './release-notes.js';

/** Who an end-of-auction message is sent to again. */
const sentSchema = z.object({ sentTo: z.array(z.string()) });

/** The platform admin's item tools (auction-items 7, Admin) under /api/admin. */
export const adminApi = {
  getItem: endpoint({
    method: 'GET',
    path: '/api/admin/auctionitems/:itemId',
    params: itemIdParamSchema,
    response: auctionItemSchema,
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/api/admin/auditlog',
    query: auditLogQuerySchema,
    response: adminPageSchema(auditLogEntrySchema),
  }),
  confirmations: endpoint({
    method: 'GET',
    path: '/api/admin/confirmations',
    query: adminItemQuerySchema,
    response: z.array(confirmationSchema),
  }),
  updateEndTime: endpoint({
    method: 'PATCH',
    path: '/api/admin/endtime',
    body: adminEndTimeSchema,
    response: z.object({ warnings: z.array(z.string()) }),
  }),
  fixConfirmationSold: endpoint({
    method: 'POST',
    path: '/api/admin/confirmations/sold',
    body: adminConfirmationFixSchema,
    status: 204,
    response: null,
  }),
  fixConfirmationNotSold: endpoint({
    method: 'POST',
    path: '/api/admin/confirmations/notsold',
    body: adminConfirmationFixSchema,
    status: 204,
    response: null,
  }),
  resendAuctioneerEndMessage: endpoint({
    method: 'PUT',
    path: '/api/admin/auctioneerauctionendnotificationmessage',
    body: adminEndMessageSchema,
    response: sentSchema,
  }),
  resendWinnerEndMessage: endpoint({
    method: 'PUT',
    path: '/api/admin/winningbidderauctionendnotificationmessage',
    body: adminEndMessageSchema,
    response: sentSchema,
  }),
  mailOutbox: endpoint({
    method: 'GET',
    path: '/api/admin/mailoutbox',
    query: mailOutboxQuerySchema,
    response: z.array(outboxMailSchema),
  }),
  resendMail: endpoint({
    method: 'POST',
    path: '/api/admin/mailoutbox/:mailId/resend',
    params: z.strictObject({ mailId: idTextSchema }),
    response: outboxMailSchema,
  }),
  saveServiceNotice: endpoint({
    method: 'PUT',
    path: '/api/admin/servicenotices/:kind',
    params: z.strictObject({ kind: z.enum(serviceNoticeKinds) }),
    body: serviceNoticeSchema,
    response: serviceNoticeAnswerSchema,
  }),
};

const organisationParams = z.strictObject({ organisationId: idTextSchema });
const officeParams = z.strictObject({ organisationId: idTextSchema, officeId: idTextSchema });
const userParams = z.strictObject({ userId: idTextSchema });
const membershipParams = z.strictObject({ userId: idTextSchema, organisationId: idTextSchema });

/** Issue 13, platform operations: organisations, offices, users and memberships under /api/admin. */
export const platformAdminApi = {
  listOrganisations: endpoint({
    method: 'GET',
    path: '/api/admin/organisations',
    query: adminListQuerySchema,
    response: z.array(adminOrganisationRowSchema),
  }),
  createOrganisation: endpoint({
    method: 'POST',
    path: '/api/admin/organisations',
    body: adminOrganisationSchema,
    response: adminOrganisationAnswerSchema,
  }),
  getOrganisation: endpoint({
    method: 'GET',
    path: '/api/admin/organisations/:organisationId',
    params: organisationParams,
    response: adminOrganisationAnswerSchema,
  }),
  updateOrganisation: endpoint({
    method: 'PUT',
    path: '/api/admin/organisations/:organisationId',
    params: organisationParams,
    body: adminOrganisationSchema,
    response: adminOrganisationAnswerSchema,
  }),
  addOffice: endpoint({
    method: 'POST',
    path: '/api/admin/organisations/:organisationId/offices',
    params: organisationParams,
    body: adminOfficeSchema,
    response: adminOfficeAnswerSchema,
  }),
  updateOffice: endpoint({
    method: 'PUT',
    path: '/api/admin/organisations/:organisationId/offices/:officeId',
    params: officeParams,
    body: adminOfficeSchema,
    response: adminOfficeAnswerSchema,
  }),
  listUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminListQuerySchema,
    response: z.array(adminUserSchema),
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    body: adminCreateUserSchema,
    response: adminUserSchema,
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId',
    params: userParams,
    body: adminUpdateUserSchema,
    response: adminUserSchema,
  }),
  saveMembership: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId/memberships/:organisationId',
    params: membershipParams,
    body: adminMembershipSchema,
    response: adminUserSchema,
  }),
  removeMembership: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:userId/memberships/:organisationId',
    params: membershipParams,
    response: adminUserSchema,
  }),
  reinviteUser: endpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/invitation',
    params: userParams,
    response: adminUserSchema,
  }),
};

const noteParams = z.strictObject({ noteId: idTextSchema });

/** Release notes written and published by platform admins (issue 13), under /api/admin. */
export const releaseNotesAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/releasenotes',
    response: z.array(adminReleaseNoteSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/releasenotes',
    body: releaseNoteDraftSchema,
    status: 201,
    response: adminReleaseNoteSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/releasenotes/:noteId',
    params: noteParams,
    body: releaseNoteDraftSchema,
    response: adminReleaseNoteSchema,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/admin/releasenotes/:noteId/publish',
    params: noteParams,
    body: releaseNotePublishSchema,
    response: adminReleaseNoteSchema,
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/admin/releasenotes/:noteId/unpublish',
    params: noteParams,
    response: adminReleaseNoteSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/admin/releasenotes/:noteId',
    params: noteParams,
    status: 204,
    response: null,
  }),
};
