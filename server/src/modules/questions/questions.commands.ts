import {
  anonymizedUserNumbers,
  AuditLogType,
  findAnswerBlock,
  findQuestionBlock,
  itemReferenceOf,
  MessageSenderRole,
  RefusedError,
  type AuctionItemMessageRequest,
} from '@dealer/domain';
import type { Config } from '../../config.js';
import type { ItemCommand, ItemScope } from '../items/item-pipeline.js';
import { itemContentEventOf } from './item-content-events.js';
import { queueQuestionMails } from './question-mail.js';
import { questionsRepository as repository } from './questions.repository.js';

/** The message is sent for the organisation the caller acts for, and no other. */
function requireOwnOrganisation(scope: ItemScope, organisationId: number): void {
  if (scope.caller.organisationId !== organisationId)
    throw RefusedError.forbidden('Messages are sent for the organisation you act for.');
}

/** Writes the message and records its live event (text and writer's number, never a name). */
async function writeMessage(
  scope: ItemScope,
  message: { auctionMessageId: number | null; senderRole: MessageSenderRole; text: string },
): Promise<number> {
  const { trx, item, groups, caller, now } = scope;
  const id = await repository.insert(trx, {
    ...message,
    auctionItemId: item.id,
    organisationId: caller.organisationId!,
    userId: caller.userId,
    createdAt: now,
  });
  const numbers = anonymizedUserNumbers(await repository.findOfItem(trx, item.id));
  scope.emitMessage(
    itemContentEventOf(item, groups, {
      type: 'NewAuctionItemMessage',
      organisationId: item.organisationId,
      itemId: item.id,
      messageId: id,
      auctionMessageId: message.auctionMessageId,
      text: message.text,
      timestamp: now.toISOString(),
      anonymizedUserNumber: caller.userId === null ? null : (numbers.get(caller.userId) ?? null),
    }),
  );
  return id;
}

/**
 * A buyer's question (spec 2, Messages): on an active item that takes questions. The item's
 * responsible salespeople are told by mail, each in their own language.
 */
export const askQuestion = (
  request: AuctionItemMessageRequest,
  config: Pick<Config, 'PUBLIC_URL'>,
): ItemCommand<{ id: number }> => ({
  action: 'buy',
  async run(scope) {
    requireOwnOrganisation(scope, request.organisationId);
    const block = findQuestionBlock(scope.item, scope.relation, scope.now);
    if (block) throw new RefusedError(block);
    const id = await writeMessage(scope, {
      auctionMessageId: null,
      senderRole: MessageSenderRole.Buyer,
      text: request.text,
    });
    await queueQuestionMails(scope.trx, {
      auctionItemId: scope.item.id,
      reference: itemReferenceOf(scope.item),
      question: request.text,
      publicUrl: config.PUBLIC_URL,
      now: scope.now,
    });
    return {
      value: { id },
      audit: [{ type: AuditLogType.QuestionAdded, description: `Question ${id} added` }],
    };
  },
});

/** The auctioneer's answer to a question of the item, while the item is active. */
export const answerQuestion = (
  request: AuctionItemMessageRequest & { auctionMessageId: number },
): ItemCommand<{ id: number }> => ({
  action: 'manage',
  async run(scope) {
    requireOwnOrganisation(scope, request.organisationId);
    const question = await repository.findOne(scope.trx, scope.item.id, request.auctionMessageId);
    const block = findAnswerBlock(scope.item, scope.relation, question ?? null, scope.now);
    if (block) throw new RefusedError(block);
    const id = await writeMessage(scope, {
      auctionMessageId: request.auctionMessageId,
      senderRole: MessageSenderRole.Auctioneer,
      text: request.text,
    });
    return {
      value: { id },
      audit: [
        {
          type: AuditLogType.AnswerAdded,
          description: `Answer ${id} to question ${request.auctionMessageId} added`,
        },
      ],
    };
  },
});
