import { z } from 'zod';
import { feedbackPageQuerySchema } from '../admin/admin-pages.js';
import { endpoint } from '../api/endpoint.js';
import {
  feedbackEntrySchema,
  feedbackSchema,
  surveyQuerySchema,
  surveySchema,
} from './feedback.js';

/** The feedback form and the survey (organisation-and-settings 7, Other). */
export const feedbackApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/Feedback',
    body: feedbackSchema,
    response: z.object({ id: z.number() }),
  }),
  survey: endpoint({
    method: 'GET',
    path: '/api/Survey',
    query: surveyQuerySchema,
    response: surveySchema,
  }),
};

/** The feedback messages for platform admins (issue 13). */
export const feedbackAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    query: feedbackPageQuerySchema,
    response: z.object({
      entries: z.array(feedbackEntrySchema),
      nextCursor: z.string().nullable(),
    }),
  }),
};
