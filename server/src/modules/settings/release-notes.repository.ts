import type { Db } from '../../db/database.js';

export const releaseNotesRepository = {
  /** Published release notes, newest first (the admin console publishes more later). */
  findPublished: (db: Db, now: Date, limit = 50) =>
    db
      .selectFrom('serviceReleaseNotes')
      .select(['id', 'title', 'text', 'published'])
      .where('published', '<=', now)
      .orderBy('published', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
};
