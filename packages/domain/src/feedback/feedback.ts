import { z } from 'zod';
import { feedbackMessageMaxLength, feedbackUrlMaxLength } from './feedback-limits.js';

/** POST /api/Feedback: what the user wrote, and the page they wrote it on. */
export const feedbackSchema = z.strictObject({
  message: z.string().trim().min(1).max(feedbackMessageMaxLength),
  url: z.string().trim().max(feedbackUrlMaxLength).default(''),
});
export type FeedbackRequest = z.infer<typeof feedbackSchema>;

/** GET /api/admin/feedback: one message as platform admins read it. */
export const feedbackEntrySchema = z.object({
  id: z.number(),
  message: z.string(),
  url: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  organisationId: z.number().nullable(),
  organisationName: z.string().nullable(),
  timestamp: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** GET /api/Survey (organisation-and-settings 3, Survey): whether to show it, and its page. */
export const surveySchema = z.object({ show: z.boolean(), iFrameSourceUrl: z.string().nullable() });
export type Survey = z.infer<typeof surveySchema>;

/** GET /api/Survey: the page the user is on. */
export const surveyQuerySchema = z.object({ url: z.string().max(feedbackUrlMaxLength).optional() });

/** Organisation-and-settings 9: the survey frame is 600 px high. */
export const surveyFrameHeightPx = 600;
