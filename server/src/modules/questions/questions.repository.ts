import type { StoredMessage } from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The SQL of questions and answers (issue 11). */
export const questionsRepository = {
  insert: (db: Db, message: Omit<StoredMessage, 'id' | 'userName' | 'organisationName'>) =>
    db
      .insertInto('auctionItemMessages')
      .values(message)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id),

  /** The item's messages, oldest first, with their writers' names. */
  findOfItem: (db: Db, auctionItemId: number): Promise<StoredMessage[]> =>
    db
      .selectFrom('auctionItemMessages as message')
      .leftJoin('users as writer', 'writer.id', 'message.userId')
      .innerJoin('organisations as organisation', 'organisation.id', 'message.organisationId')
      .select([
        'message.id',
        'message.auctionItemId',
        'message.auctionMessageId',
        'message.organisationId',
        'message.userId',
        'message.senderRole',
        'message.text',
        'message.createdAt',
        'organisation.name as organisationName',
      ])
      .select(
        sql<string | null>`nullif(trim(concat(writer.first_name, ' ', writer.last_name)), '')`.as(
          'userName',
        ),
      )
      .where('message.auctionItemId', '=', auctionItemId)
      .orderBy('message.id')
      .execute(),

  findOne: (db: Db, auctionItemId: number, id: number) =>
    db
      .selectFrom('auctionItemMessages')
      .select(['id', 'auctionMessageId'])
      .where('auctionItemId', '=', auctionItemId)
      .where('id', '=', id)
      .executeTakeFirst(),

  findItemOfMessage: (db: Db, id: number) =>
    db
      .selectFrom('auctionItemMessages')
      .select('auctionItemId')
      .where('id', '=', id)
      .executeTakeFirst()
      .then((row) => row?.auctionItemId ?? null),

  /** Items the organisation asked about (the own-action filter 'question'). */
  findAskedItemIds: (db: Db, organisationId: number | null) =>
    organisationId === null
      ? Promise.resolve([])
      : db
          .selectFrom('auctionItemMessages')
          .select('auctionItemId')
          .distinct()
          .where('organisationId', '=', organisationId)
          .where('auctionMessageId', 'is', null)
          .execute()
          .then((rows) => rows.map((row) => row.auctionItemId)),

  /** The item's responsible salespeople: who hears of a new question. */
  findResponsibleRecipients: (db: Db, auctionItemId: number) =>
    db
      .selectFrom('auctionItemResponsiblePersons as person')
      .innerJoin('users as user', 'user.id', 'person.userId')
      .select(['user.id', 'user.email', 'user.locale'])
      .where('person.auctionItemId', '=', auctionItemId)
      .orderBy('user.id')
      .execute(),
};
