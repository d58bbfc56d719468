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

  /** The newest first, with who sent them. */
  findLatest: (db: Db, limit: number) =>
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
      .orderBy('feedback.id', 'desc')
      .limit(limit)
      .execute(),
};
