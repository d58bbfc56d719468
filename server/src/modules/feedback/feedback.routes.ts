import { feedbackSchema } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { sendFeedback, surveyOf } from './feedback.service.js';

const tags = ['Feedback'];

/**
 * The feedback form and the survey (organisation-and-settings 7, Other), under /api; platform
 * admins read the messages through the admin plugin (feedback-admin.routes.ts).
 */
export const feedbackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);

  app.post(
    '/Feedback',
    {
      schema: {
        tags,
        summary: 'Send feedback: the message and the page it was written on',
        description: 'message 1 to 2000 characters, url at most 2000. Answers { id }.',
        body: feedbackSchema,
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    (request) => sendFeedback(ctx, callerOf(request), request.body),
  );

  app.get(
    '/Survey',
    {
      schema: {
        tags,
        summary: 'Whether to show the survey dialog, and its page (SURVEY_URL)',
        querystring: z.object({ url: z.string().max(2000).optional() }),
        response: {
          200: z.object({ show: z.boolean(), iFrameSourceUrl: z.string().nullable() }),
        },
      },
    },
    () => surveyOf(ctx.config),
  );
};
