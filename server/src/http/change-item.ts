import type { AuctionItem } from '@dealer/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { getItem } from '../modules/auction-items/item-read.service.js';
import { runItemCommand, type ItemCommand } from '../modules/items/item-pipeline.js';
import { callerOf } from './authenticate.js';

/**
 * A route's item command on the path's item, answering the item as the caller now sees it
 * (most item calls answer so, sparing the web a second request).
 */
export const changeItemOf =
  (ctx: Pick<AppContext, 'db' | 'clock' | 'events'>) =>
  async (
    request: FastifyRequest & { params: { itemId: number } },
    command: ItemCommand<unknown>,
  ): Promise<AuctionItem> => {
    const caller = callerOf(request);
    await runItemCommand(ctx, caller, request.params.itemId, command);
    return getItem(ctx, caller, request.params.itemId);
  };
