import type { NotNull } from 'kysely';
import type { Db } from '../../db/database.js';

export const releaseNotesRepository = {
  /** Published release notes, newest first; drafts (no time) and scheduled ones stay out. */
  findPublished: (db: Db, now: Date, limit = 50) =>
    db
      .selectFrom('serviceReleaseNotes')
      .select(['id', 'title', 'text', 'published'])
      .where('published', 'is not', null)
      .where('published', '<=', now)
      .$narrowType<{ published: NotNull }>()
      .orderBy('published', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
};
