import { auctionItemsApi, type DraftUpdate } from '@dealer/domain';
import { callApi } from '../../../lib/api-client';

export const updateMutationKey = (itemId: number) => ['auctionItems', itemId, 'update'] as const;

/** Saves and file changes of one item go one at a time, in order (TanStack Query's scope). */
export const itemMutationScope = (itemId: number) => ({ id: `auction-item-${itemId}` });

/** PATCH {itemId}/Update: the fields sent are saved, the others keep their value. */
export const updateDraft = (itemId: number, body: DraftUpdate) =>
  callApi(auctionItemsApi.update, { params: { itemId }, body });

/** PATCH {itemId}/UpdateFiles: order and rotation of a published item's files. */
export const updateFiles = (itemId: number, fileUpdates: NonNullable<DraftUpdate['fileUpdates']>) =>
  callApi(auctionItemsApi.updateFiles, { params: { itemId }, body: { fileUpdates } });
