import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const columns = [
  'note.id',
  'note.title',
  'note.text',
  'note.published',
  'note.updatedAt',
  sql<string | null>`nullif(trim(concat(editor.first_name, ' ', editor.last_name)), '')`.as(
    'updatedByName',
  ),
] as const;

const notes = (db: Db) =>
  db
    .selectFrom('serviceReleaseNotes as note')
    .leftJoin('users as editor', 'editor.id', 'note.updatedBy')
    .select(columns);

/** The SQL of the release notes a platform admin writes and publishes (issue 13). */
export const releaseNotesAdminRepository = {
  /** Every note, drafts included, the newest written first (a handful a month: no paging). */
  findAll: (db: Db) => notes(db).orderBy('note.id', 'desc').execute(),

  find: (db: Db, id: number) => notes(db).where('note.id', '=', id).executeTakeFirst(),

  /** The note's row, locked until the change commits (two admins never both publish it). */
  lock: (trx: Db, id: number) =>
    trx
      .selectFrom('serviceReleaseNotes')
      .select(['id', 'title', 'published'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  insert: (trx: Db, note: { title: string; text: string; updatedBy: number | null; now: Date }) =>
    trx
      .insertInto('serviceReleaseNotes')
      .values({
        title: note.title,
        text: note.text,
        published: null,
        createdAt: note.now,
        updatedAt: note.now,
        updatedBy: note.updatedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id),

  update: (
    trx: Db,
    id: number,
    changes: { title?: string; text?: string; published?: Date | null },
    by: { updatedBy: number | null; now: Date },
  ) =>
    trx
      .updateTable('serviceReleaseNotes')
      .set({ ...changes, updatedBy: by.updatedBy, updatedAt: by.now })
      .where('id', '=', id)
      .execute(),

  delete: (trx: Db, id: number) =>
    trx.deleteFrom('serviceReleaseNotes').where('id', '=', id).execute(),
};
