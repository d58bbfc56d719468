import { officeSchema } from '../identity/identity.types.js';
import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { adminSearchParamSchema, adminSearchRowSchema } from '../browsing/admin-search.js';
import { organisationIdParamSchema } from '../identity/identity.schema.js';
import {
  auctionItemSchema,
  defaultListsSchema,
  favouriteAnswerSchema,
  itemCompanyGroupSchema,
  itemListChangesQuerySchema,
  itemListChangesSchema,
  itemListRowSchema,
  itemLocationSchema,
  ownItemRowSchema,
  responsibleSalespersonSchema,
} from './auction-item.schema.js';
import {
  addResponsibleSalespersonSchema,
  assignCompanyGroupSchema,
  createDraftSchema,
  draftUpdateSchema,
  itemIdParamSchema,
  responsibleSalespersonParamSchema,
  updateFilesSchema,
  updateResponsibleSalespersonSchema,
} from './draft-update.schema.js';

const base = '/api/AuctionItems';
const byItem = { params: itemIdParamSchema };
const responsibleSalespeople = z.array(responsibleSalespersonSchema);

/** The items, drafts and my items under /api/AuctionItems (auction-items 7). */
export const auctionItemsApi = {
  list: endpoint({ method: 'GET', path: base, response: z.array(itemListRowSchema) }),
  listChanges: endpoint({
    method: 'GET',
    path: `${base}/changes`,
    query: itemListChangesQuerySchema,
    response: itemListChangesSchema,
  }),
  defaultLists: endpoint({
    method: 'GET',
    path: `${base}/GetDefaultLists`,
    response: defaultListsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: `${base}/Create`,
    body: createDraftSchema,
    response: auctionItemSchema,
  }),
  awaitingSellerCount: endpoint({
    method: 'GET',
    path: `${base}/AwaitingSellerCount`,
    response: z.object({ count: z.number() }),
  }),
  organisationItems: endpoint({
    method: 'GET',
    path: `${base}/organisation/:organisationId`,
    params: organisationIdParamSchema,
    response: z.array(ownItemRowSchema),
  }),
  buyingItems: endpoint({
    method: 'GET',
    path: `${base}/organisation/:organisationId/buying`,
    params: organisationIdParamSchema,
    response: z.array(ownItemRowSchema),
  }),
  adminSearch: endpoint({
    method: 'GET',
    path: `${base}/search/:searchTerm`,
    params: adminSearchParamSchema,
    response: z.array(adminSearchRowSchema),
  }),
  get: endpoint({ method: 'GET', path: `${base}/:itemId`, ...byItem, response: auctionItemSchema }),
  closed: endpoint({
    method: 'GET',
    path: `${base}/:itemId/Closed`,
    ...byItem,
    response: auctionItemSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${base}/:itemId/Update`,
    ...byItem,
    body: draftUpdateSchema,
    response: auctionItemSchema,
  }),
  updateFiles: endpoint({
    method: 'PATCH',
    path: `${base}/:itemId/UpdateFiles`,
    ...byItem,
    body: updateFilesSchema,
    response: auctionItemSchema,
  }),
  publish: endpoint({
    method: 'POST',
    path: `${base}/:itemId/Publish`,
    ...byItem,
    response: auctionItemSchema,
  }),
  deleteDraft: endpoint({
    method: 'POST',
    path: `${base}/:itemId/DeleteDraft`,
    ...byItem,
    status: 204,
    response: null,
  }),
  redraft: endpoint({
    method: 'POST',
    path: `${base}/:itemId/Redraft`,
    ...byItem,
    response: auctionItemSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${base}/:itemId/Cancel`,
    ...byItem,
    response: auctionItemSchema,
  }),
  addFavorite: endpoint({
    method: 'POST',
    path: `${base}/:itemId/AddFavorite`,
    ...byItem,
    response: favouriteAnswerSchema,
  }),
  deleteFavorite: endpoint({
    method: 'DELETE',
    path: `${base}/:itemId/DeleteFavorite`,
    ...byItem,
    response: favouriteAnswerSchema,
  }),
  addAuctionView: endpoint({
    method: 'POST',
    path: `${base}/:itemId/AddAuctionView`,
    ...byItem,
    response: z.object({ counted: z.boolean() }),
  }),
  location: endpoint({
    method: 'GET',
    path: `${base}/:itemId/Location`,
    ...byItem,
    response: itemLocationSchema,
  }),
  office: endpoint({
    method: 'GET',
    path: `${base}/:itemId/Office`,
    ...byItem,
    response: officeSchema,
  }),
  responsiblePersons: endpoint({
    method: 'GET',
    path: `${base}/:itemId/ResponsiblePersons`,
    ...byItem,
    response: responsibleSalespeople,
  }),
  detailedResponsiblePersons: endpoint({
    method: 'GET',
    path: `${base}/:itemId/DetailedResponsiblePersons`,
    ...byItem,
    response: responsibleSalespeople,
  }),
  addResponsiblePerson: endpoint({
    method: 'POST',
    path: `${base}/:itemId/ResponsiblePerson`,
    ...byItem,
    body: addResponsibleSalespersonSchema,
    response: responsibleSalespeople,
  }),
  updateResponsiblePerson: endpoint({
    method: 'PATCH',
    path: `${base}/:itemId/ResponsiblePerson`,
    ...byItem,
    body: updateResponsibleSalespersonSchema,
    response: responsibleSalespeople,
  }),
  removeResponsiblePerson: endpoint({
    method: 'DELETE',
    path: `${base}/:itemId/ResponsiblePerson/:responsiblePersonId`,
    params: responsibleSalespersonParamSchema,
    response: responsibleSalespeople,
  }),
  companyGroups: endpoint({
    method: 'GET',
    path: `${base}/:itemId/auctioncompanygroups`,
    ...byItem,
    response: z.array(itemCompanyGroupSchema),
  }),
  assignCompanyGroup: endpoint({
    method: 'POST',
    path: `${base}/:itemId/CompanyGroup`,
    ...byItem,
    body: assignCompanyGroupSchema,
    response: z.array(itemCompanyGroupSchema),
  }),
};
