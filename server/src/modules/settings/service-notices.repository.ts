import type { Db } from '../../db/database.js';
import type { Insertable } from 'kysely';
import type { ServiceNoticeTable } from '../../db/schema.js';

/** The SQL of the banners' stored overrides. */
export const serviceNoticesRepository = {
  find: (db: Db, kind: ServiceNoticeTable['kind']) =>
    db
      .selectFrom('serviceNotices')
      .select(['isVisible', 'title', 'text', 'readMoreLink'])
      .where('kind', '=', kind)
      .executeTakeFirst(),

  save: (db: Db, notice: Insertable<ServiceNoticeTable> & { updatedAt: Date }) =>
    db
      .insertInto('serviceNotices')
      .values(notice)
      .onConflict((conflict) =>
        conflict.column('kind').doUpdateSet({
          isVisible: notice.isVisible,
          title: notice.title,
          text: notice.text,
          readMoreLink: notice.readMoreLink,
          updatedBy: notice.updatedBy,
          updatedAt: notice.updatedAt,
        }),
      )
      .execute(),
};
