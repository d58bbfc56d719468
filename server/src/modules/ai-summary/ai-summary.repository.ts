import type { Db } from '../../db/database.js';

/** The SQL of stored AI summaries (issue 11). */
export const aiSummaryRepository = {
  find: (db: Db, auctionItemId: number) =>
    db
      .selectFrom('auctionItemAiSummaries')
      .selectAll()
      .where('auctionItemId', '=', auctionItemId)
      .executeTakeFirst(),

  /** Stores the item's summary, replacing one written from older text. */
  save: (
    db: Db,
    summary: {
      auctionItemId: number;
      writer: string;
      model: string | null;
      texts: Record<string, string>;
      sourceHash: string;
      createdAt: Date;
    },
  ) =>
    db
      .insertInto('auctionItemAiSummaries')
      .values({ ...summary, texts: JSON.stringify(summary.texts) })
      .onConflict((conflict) =>
        conflict.column('auctionItemId').doUpdateSet({
          writer: summary.writer,
          model: summary.model,
          texts: JSON.stringify(summary.texts),
          sourceHash: summary.sourceHash,
          createdAt: summary.createdAt,
        }),
      )
      .execute(),
};
