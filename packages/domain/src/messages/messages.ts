import { z } from 'zod';
import type { ItemRelation } from '../access/item-access.js';
import { refuse, type Refusal } from '../api/refusal.js';
import { newFileSchema } from '../auction-items/draft-update.schema.js';
import { ItemStatus } from '../auction-items/enums.js';
import { isActive, isEnded, type ItemTiming } from '../auction-items/item-state.js';
import { idSchema } from '../identity/identity.schema.js';
import {
  additionalInfoMaxFiles,
  additionalInfoTextMaxLength,
  messageTextMaxLength,
} from './message-limits.js';

/** Spec 3, Message: who wrote it, relative to the item (AISummary 101 is the summary's own). */
export const MessageSenderRole = { Auctioneer: 1, Buyer: 2, AISummary: 101 } as const;
export type MessageSenderRole = (typeof MessageSenderRole)[keyof typeof MessageSenderRole];

/** POST /api/Messages/{itemId}/AuctionItemMessage: a question, or an answer to `auctionMessageId`. */
export const auctionItemMessageSchema = z.strictObject({
  organisationId: idSchema,
  text: z.string().trim().min(1).max(messageTextMaxLength),
  auctionMessageId: idSchema.nullable().optional(),
});
export type AuctionItemMessageRequest = z.infer<typeof auctionItemMessageSchema>;

/** POST /api/AuctionItems/{itemId}/AddAdditionalInfo: text, files, or both. */
export const addAdditionalInfoSchema = z
  .strictObject({
    organisationId: idSchema,
    auctionItemId: idSchema,
    text: z.string().trim().max(additionalInfoTextMaxLength).default(''),
    files: z.array(newFileSchema).max(additionalInfoMaxFiles).default([]),
  })
  .refine((info) => info.text.length > 0 || info.files.length > 0, {
    message: 'Added info needs text or a file.',
    path: ['text'],
  });
export type AddAdditionalInfoRequest = z.infer<typeof addAdditionalInfoSchema>;

/** The item as the message rules read it. */
export type MessageItem = ItemTiming & { questionsAllowed: boolean };

/** Spec 2, Messages: a buyer asks, on an active item that takes questions. */
export function findQuestionBlock(
  item: MessageItem,
  relation: Pick<ItemRelation, 'isBuyer'>,
  now: Date,
): Refusal | null {
  if (!relation.isBuyer) return refuse.forbidden('Only a buyer of the item may ask.');
  if (!item.questionsAllowed)
    return refuse.rule('The item takes no questions.', { text: 'questions_not_allowed' });
  if (!isActive(item, now))
    return refuse.rule('Questions are asked on active items only.', { text: 'item_not_active' });
  return null;
}

/**
 * Spec 2, Messages: only the item's auctioneer answers, only while the item is active, and an
 * answer links to a question of the same item (not to another answer).
 */
export function findAnswerBlock(
  item: ItemTiming,
  relation: Pick<ItemRelation, 'isAuctioneer'>,
  question: { auctionMessageId: number | null } | null,
  now: Date,
): Refusal | null {
  if (!relation.isAuctioneer) return refuse.forbidden("Only the item's auctioneer may answer.");
  if (!isActive(item, now))
    return refuse.rule('Answers are given on active items only.', { text: 'item_not_active' });
  if (!question)
    return refuse.rule('No such question on this item.', { auctionMessageId: 'not_found' });
  if (question.auctionMessageId !== null)
    return refuse.rule('An answer answers a question.', { auctionMessageId: 'not_a_question' });
  return null;
}

/** Spec 2, Added info: the auctioneer adds it while the item is published (before its end). */
export function findAdditionalInfoBlock(item: ItemTiming, now: Date): Refusal | null {
  return item.status === ItemStatus.Published && !isEnded(item, now)
    ? null
    : refuse.rule('Info is added to a published item before its end.', {
        auctionItemId: 'not_published',
      });
}

/** A message as stored, oldest first. */
export interface StoredMessage {
  id: number;
  auctionItemId: number;
  auctionMessageId: number | null;
  organisationId: number;
  userId: number | null;
  senderRole: MessageSenderRole;
  text: string;
  createdAt: Date;
  userName: string | null;
  organisationName: string | null;
}

/** Spec 3, Message, as a viewer sees it. */
export const auctionItemMessageViewSchema = z.object({
  id: z.number(),
  text: z.string(),
  timestamp: z.string(),
  isMyMessage: z.boolean(),
  /** Someone of another organisation: a number, stable on the item (1 = the first to write). */
  anonymizedUserNumber: z.number().nullable(),
  /** Set only for people of the viewer's own organisation. */
  userName: z.string().nullable(),
  organisationName: z.string().nullable(),
  senderRole: z.enum(MessageSenderRole),
  /** Set on an answer: the question it answers. */
  auctionMessageId: z.number().nullable(),
});
export type AuctionItemMessage = z.infer<typeof auctionItemMessageViewSchema>;

/**
 * Each writer's number on the item: the order of their first message. It never changes, as
 * messages are never removed, so a person is "user 2" on the item for good.
 */
export function anonymizedUserNumbers(
  messages: readonly Pick<StoredMessage, 'id' | 'userId'>[],
): Map<number, number> {
  const numbers = new Map<number, number>();
  for (const message of [...messages].sort((a, b) => a.id - b.id))
    if (message.userId !== null && !numbers.has(message.userId))
      numbers.set(message.userId, numbers.size + 1);
  return numbers;
}

/**
 * The item's messages as `viewer` sees them: people of the viewer's own organisation by name,
 * anyone else as their number on the item. The seller's name is public on the item page, so an
 * answer names the item's organisation; a question never names the asker's.
 */
export function messagesForViewer(
  messages: readonly StoredMessage[],
  viewer: { organisationId: number | null; userId: number | null },
  itemOrganisationId: number,
): AuctionItemMessage[] {
  const numbers = anonymizedUserNumbers(messages);
  return messages.map((message) => {
    const isOwnOrganisation = message.organisationId === viewer.organisationId;
    return {
      id: message.id,
      text: message.text,
      timestamp: message.createdAt.toISOString(),
      isMyMessage: message.userId !== null && message.userId === viewer.userId,
      anonymizedUserNumber:
        isOwnOrganisation || message.userId === null ? null : (numbers.get(message.userId) ?? null),
      userName: isOwnOrganisation ? message.userName : null,
      organisationName:
        isOwnOrganisation || message.organisationId === itemOrganisationId
          ? message.organisationName
          : null,
      senderRole: message.senderRole,
      auctionMessageId: message.auctionMessageId,
    };
  });
}

/** Spec 3, Additional info, as buyers see it (newest first). */
export const additionalInfoSchema = z.object({
  id: z.number(),
  timeStamp: z.string(),
  text: z.string(),
  files: z.array(
    z.object({
      id: z.number(),
      url: z.string(),
      externalServiceId: z.string(),
      type: z.string(),
      name: z.string(),
    }),
  ),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;

/** The list icons' facts of an item's messages. */
export function questionFactsOf(
  messages: readonly Pick<StoredMessage, 'id' | 'auctionMessageId'>[],
): { hasUnansweredQuestions: boolean; hasAnsweredQuestions: boolean } {
  const answered = new Set(
    messages.flatMap((message) =>
      message.auctionMessageId === null ? [] : [message.auctionMessageId],
    ),
  );
  const questions = messages.filter((message) => message.auctionMessageId === null);
  return {
    hasUnansweredQuestions: questions.some((question) => !answered.has(question.id)),
    hasAnsweredQuestions: questions.some((question) => answered.has(question.id)),
  };
}
