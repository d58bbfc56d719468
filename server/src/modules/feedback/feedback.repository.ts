import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The SQL of the feedback form's messages. */
export const feedbackRepository = {
  insert: (
    db: Db,
    feedback: {
      userId: number | null;
      organisationId: number | null;
      message: string;
      url: string;
      createdAt: Date;
    },
  ) =>
    db
      .insertInto('feedback')
      .values(feedback)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id),

  /** The newest first, with who sent them; after `before` (an id) when given (keyset paging). */
  findPage: (db: Db, before: number | null, limit: number) =>
    db
      .selectFrom('feedback')
      .leftJoin('users as sender', 'sender.id', 'feedback.userId')
      .leftJoin('organisations as organisation', 'organisation.id', 'feedback.organisationId')
      .select([
        'feedback.id',
        'feedback.message',
        'feedback.url',
        'feedback.userId',
        'feedback.organisationId',
        'feedback.createdAt',
        'organisation.name as organisationName',
      ])
      .select(
        sql<string | null>`nullif(trim(concat(sender.first_name, ' ', sender.last_name)), '')`.as(
          'userName',
        ),
      )
      .$if(before !== null, (query) => query.where('feedback.id', '<', before!))
      .orderBy('feedback.id', 'desc')
      .limit(limit)
      .execute(),
};
