import { messagesForViewer, RefusedError, type AuctionItemMessage } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { findReadableItem } from '../items/item-reads.js';
import { questionsRepository as repository } from './questions.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The item's questions and answers as the caller may see them (spec 2: not on a draft). */
export async function listMessages(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<AuctionItemMessage[]> {
  const { item } = await findReadableItem(ctx, caller, itemId);
  const messages = await repository.findOfItem(ctx.db, itemId);
  return messagesForViewer(messages, caller, item.organisationId);
}

/** GET Messages/{auctionItemMessageId}/organisation/{organisationId}: one message in detail. */
export async function getMessage(
  ctx: Ctx,
  caller: Caller,
  messageId: number,
  organisationId: number,
): Promise<AuctionItemMessage> {
  if (caller.organisationId !== organisationId)
    throw RefusedError.forbidden('Messages are read for the organisation you act for.');
  const itemId = await repository.findItemOfMessage(ctx.db, messageId);
  if (itemId === null) throw RefusedError.notFound('No such message.');
  const message = (await listMessages(ctx, caller, itemId)).find((one) => one.id === messageId);
  if (!message) throw RefusedError.notFound('No such message.');
  return message;
}
