import {
  authorizeAdministration,
  RefusedError,
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

/** How many messages the admin list shows (the newest). */
export const feedbackListLimit = 500;

/** GET /api/admin/feedback: the newest messages, for platform admins only. */
export async function listFeedback(ctx: Ctx, caller: Caller): Promise<FeedbackEntry[]> {
  const refusal = authorizeAdministration(caller);
  if (refusal) throw new RefusedError(refusal);
  const rows = await repository.findLatest(ctx.db, feedbackListLimit);
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    url: row.url,
    userId: row.userId,
    userName: row.userName,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    timestamp: row.createdAt.toISOString(),
  }));
}

/** GET /api/Survey: shown when SURVEY_URL is configured. */
export const surveyOf = (config: Pick<Config, 'SURVEY_URL'>): Survey => ({
  show: config.SURVEY_URL !== undefined,
  iFrameSourceUrl: config.SURVEY_URL ?? null,
});
