import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../auction-items/enums.js';
import {
  anonymizedUserNumbers,
  findAdditionalInfoBlock,
  findAnswerBlock,
  findQuestionBlock,
  messagesForViewer,
  MessageSenderRole,
  questionFactsOf,
  type StoredMessage,
} from './messages.js';

const now = new Date('2026-11-23T10:00:00Z');
const hours = (value: number) => new Date(now.getTime() + value * 3_600_000);
const active = {
  status: ItemStatus.Published,
  start: hours(-1),
  end: hours(1),
  questionsAllowed: true,
};
const ended = { ...active, end: hours(-0.5) };
const future = { ...active, start: hours(0.5) };
const draft = { ...active, status: ItemStatus.Draft };

describe('questions and answers', () => {
  it.each([
    ['a buyer on an active item', active, true, null],
    ['not a buyer', active, false, 'forbidden'],
    [
      'questions not allowed',
      { ...active, questionsAllowed: false },
      true,
      'questions_not_allowed',
    ],
    ['an ended item', ended, true, 'item_not_active'],
    ['a scheduled item', future, true, 'item_not_active'],
    ['a draft', draft, true, 'item_not_active'],
  ] as const)('asking: %s', (_name, item, isBuyer, expected) => {
    const block = findQuestionBlock(item, { isBuyer }, now);
    expect(block === null ? null : (block.fields?.text ?? block.code)).toBe(expected);
  });

  it.each([
    ['the auctioneer answering a question', active, true, { auctionMessageId: null }, null],
    ['a buyer answering', active, false, { auctionMessageId: null }, 'forbidden'],
    ['after the end', ended, true, { auctionMessageId: null }, 'item_not_active'],
    ['no such question', active, true, null, 'not_found'],
    ['an answer to an answer', active, true, { auctionMessageId: 4 }, 'not_a_question'],
  ] as const)('answering: %s', (_name, item, isAuctioneer, question, expected) => {
    const block = findAnswerBlock(item, { isAuctioneer }, question, now);
    expect(
      block === null ? null : (block.fields?.text ?? block.fields?.auctionMessageId ?? block.code),
    ).toBe(expected);
  });

  it.each([
    ['published and running', active, true],
    ['published, not started', future, true],
    ['ended', ended, false],
    ['a draft', draft, false],
    ['cancelled', { ...active, status: ItemStatus.Cancelled }, false],
  ] as const)('added info on an item %s', (_name, item, allowed) => {
    expect(findAdditionalInfoBlock(item, now) === null).toBe(allowed);
  });
});

const message = (
  id: number,
  userId: number | null,
  organisationId: number,
  auctionMessageId: number | null = null,
): StoredMessage => ({
  id,
  auctionItemId: 1,
  auctionMessageId,
  organisationId,
  userId,
  senderRole: auctionMessageId === null ? MessageSenderRole.Buyer : MessageSenderRole.Auctioneer,
  text: `m${id}`,
  createdAt: now,
  userName: `user ${userId}`,
  organisationName: `org ${organisationId}`,
});

describe('who is named and who is a number', () => {
  const messages = [
    message(1, 10, 100),
    message(2, 20, 200),
    message(3, 10, 100),
    message(4, 30, 300, 1),
  ];

  it('numbers writers by their first message, for good', () => {
    expect([...anonymizedUserNumbers(messages)]).toEqual([
      [10, 1],
      [20, 2],
      [30, 3],
    ]);
    expect(anonymizedUserNumbers([...messages].reverse()).get(30)).toBe(3);
  });

  it('names the own organisation, numbers everyone else, and names only the seller organisation', () => {
    const seen = messagesForViewer(messages, { organisationId: 200, userId: 20 }, 300);
    expect(
      seen.map((one) => [
        one.userName,
        one.anonymizedUserNumber,
        one.organisationName,
        one.isMyMessage,
      ]),
    ).toEqual([
      [null, 1, null, false],
      ['user 20', null, 'org 200', true],
      [null, 1, null, false],
      [null, 3, 'org 300', false],
    ]);
  });

  it('tells answered and waiting questions apart', () => {
    expect(questionFactsOf(messages)).toEqual({
      hasUnansweredQuestions: true,
      hasAnsweredQuestions: true,
    });
    expect(questionFactsOf([message(1, 1, 1)])).toEqual({
      hasUnansweredQuestions: true,
      hasAnsweredQuestions: false,
    });
    expect(questionFactsOf([])).toEqual({
      hasUnansweredQuestions: false,
      hasAnsweredQuestions: false,
    });
  });
});
