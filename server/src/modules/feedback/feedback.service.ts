import {
  feedbackPageSize,
  type AdminPage,
  type FeedbackEntry,
  type FeedbackRequest,
  type Survey,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import type { Caller } from '../access/caller.js';
import { feedbackRepository as repository } from './feedback.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** POST /api/Feedback: stored for platform admins to read, with the sender and the page. */
export async function sendFeedback(
  ctx: Ctx,
  caller: Caller,
  feedback: FeedbackRequest,
): Promise<{ id: number }> {
  const id = await repository.insert(ctx.db, {
    userId: caller.userId,
    organisationId: caller.organisationId,
    message: feedback.message,
    url: feedback.url,
    createdAt: ctx.clock.now(),
  });
  return { id };
}

/**
 * GET /api/admin/feedback?cursor=: the messages, newest first, a page at a time (keyset on the id:
 * the primary key walks backwards, as fast on the last page as on the first). The admin plugin's
 * hook has already refused anyone but a platform admin.
 */
export async function listFeedbackPage(
  ctx: Pick<AppContext, 'db'>,
  cursor: number | null,
): Promise<AdminPage<FeedbackEntry>> {
  const rows = await repository.findPage(ctx.db, cursor, feedbackPageSize + 1);
  const page = rows.slice(0, feedbackPageSize);
  return {
    entries: page.map((row) => ({
      id: row.id,
      message: row.message,
      url: row.url,
      userId: row.userId,
      userName: row.userName,
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      timestamp: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > feedbackPageSize ? String(page.at(-1)!.id) : null,
  };
}

/** GET /api/Survey: shown when SURVEY_URL is configured. */
export const surveyOf = (config: Pick<Config, 'SURVEY_URL'>): Survey => ({
  show: config.SURVEY_URL !== undefined,
  iFrameSourceUrl: config.SURVEY_URL ?? null,
});
