import { z } from 'zod';

/** The feedback form's limits (organisation-and-settings 3, Feedback; lengths decided here). */
export const feedbackMessageMaxLength = 2000;
export const feedbackUrlMaxLength = 2000;

/** POST /api/Feedback: what the user wrote, and the page they wrote it on. */
export const feedbackSchema = z.strictObject({
  message: z.string().trim().min(1).max(feedbackMessageMaxLength),
  url: z.string().trim().max(feedbackUrlMaxLength).default(''),
});
export type FeedbackRequest = z.infer<typeof feedbackSchema>;

/** GET /api/admin/feedback: one message as platform admins read it. */
export interface FeedbackEntry {
  id: number;
  message: string;
  url: string;
  userId: number | null;
  userName: string | null;
  organisationId: number | null;
  organisationName: string | null;
  timestamp: string;
}

/** GET /api/Survey (organisation-and-settings 3, Survey): whether to show it, and its page. */
export interface Survey {
  show: boolean;
  iFrameSourceUrl: string | null;
}

/** Organisation-and-settings 9: the survey frame is 600 px high. */
export const surveyFrameHeightPx = 600;
