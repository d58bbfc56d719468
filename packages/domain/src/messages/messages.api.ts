import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { itemIdParamSchema } from '../auction-items/draft-update.schema.js';
import { idTextSchema } from '../identity/identity.schema.js';
import {
  addAdditionalInfoSchema,
  additionalInfoSchema,
  auctionItemMessageSchema,
  auctionItemMessageViewSchema,
} from './messages.js';

const savedSchema = z.object({ id: z.number() });

/** Questions and answers (auction-items 7, Messages). */
export const messagesApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/Messages/:itemId/AuctionItemMessage',
    params: itemIdParamSchema,
    body: auctionItemMessageSchema,
    response: savedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/Messages/:messageId/organisation/:organisationId',
    params: z.strictObject({ messageId: idTextSchema, organisationId: idTextSchema }),
    response: auctionItemMessageViewSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/messages',
    params: itemIdParamSchema,
    response: z.array(auctionItemMessageViewSchema),
  }),
};

/** Added info (auction-items 7): what the auctioneer adds to a published item. */
export const additionalInfosApi = {
  add: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/AddAdditionalInfo',
    params: itemIdParamSchema,
    body: addAdditionalInfoSchema,
    response: savedSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/additional-infos',
    params: itemIdParamSchema,
    response: z.array(additionalInfoSchema),
  }),
};
