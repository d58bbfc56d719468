import { feedbackPageQuerySchema, feedbackPageSize } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { listFeedbackPage } from '../feedback/feedback.service.js';

const feedbackEntrySchema = z.object({
  id: z.number(),
  message: z.string(),
  url: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  organisationId: z.number().nullable(),
  organisationName: z.string().nullable(),
  timestamp: z.string(),
});

/** The feedback form's messages for platform admins (issue 13), inside the admin plugin. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/feedback',
    {
      schema: {
        tags: ['Admin'],
        summary: `The feedback messages with their senders, newest first, ${feedbackPageSize} a page`,
        description:
          'Platform admins only: 401 signed out, 403 without the admin flag (an API key never has it). Pass the answer’s nextCursor as cursor for the next page; null means no more.',
        querystring: feedbackPageQuerySchema,
        response: {
          200: z.object({
            entries: z.array(feedbackEntrySchema),
            nextCursor: z.string().nullable(),
          }),
        },
      },
    },
    (request) => listFeedbackPage(ctx, request.query.cursor ?? null),
  );
};
