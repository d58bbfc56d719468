import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import {
  auctionItemSchema,
  bidResultSchema,
  bidViewSchema,
} from '../auction-items/auction-item.schema.js';
import { itemIdParamSchema } from '../auction-items/draft-update.schema.js';
import {
  addBidMachineSchema,
  auctioneerConfirmSchema,
  bidRequestSchema,
  buyerConfirmSchema,
  deleteBidMachineSchema,
  setWinningBidSchema,
  updateBidMachineSchema,
} from './bid.schema.js';

/** Bids and bid machines (auction-items 7), and finishing the sale of an ended item. */
export const biddingApi = {
  bid: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/Bid',
    params: itemIdParamSchema,
    body: bidRequestSchema,
    response: bidResultSchema,
  }),
  addBidMachine: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/AddBidMachine',
    params: itemIdParamSchema,
    body: addBidMachineSchema,
    response: bidResultSchema,
  }),
  updateBidMachine: endpoint({
    method: 'PATCH',
    path: '/api/AuctionItems/:itemId/UpdateBidMachine',
    params: itemIdParamSchema,
    body: updateBidMachineSchema,
    response: bidResultSchema,
  }),
  deleteBidMachine: endpoint({
    method: 'DELETE',
    path: '/api/AuctionItems/:itemId/DeleteBidMachine',
    params: itemIdParamSchema,
    body: deleteBidMachineSchema,
    response: bidResultSchema,
  }),
  topBids: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/topBids',
    params: itemIdParamSchema,
    response: z.array(bidViewSchema),
  }),
  bidDetails: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/bid-details',
    params: itemIdParamSchema,
    response: z.array(bidViewSchema),
  }),
  setWinningBid: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/SetWinningBid',
    params: itemIdParamSchema,
    body: setWinningBidSchema,
    response: auctionItemSchema,
  }),
  auctioneerConfirm: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/AuctioneerConfirm',
    params: itemIdParamSchema,
    body: auctioneerConfirmSchema,
    response: auctionItemSchema,
  }),
  buyerConfirm: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/BuyerConfirm',
    params: itemIdParamSchema,
    body: buyerConfirmSchema,
    response: auctionItemSchema,
  }),
};
