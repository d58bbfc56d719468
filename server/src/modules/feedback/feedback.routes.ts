import { feedbackApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { sendFeedback, surveyOf } from './feedback.service.js';

const tags = ['Feedback'];

/**
 * The feedback form and the survey (organisation-and-settings 7, Other), under /api; platform
 * admins read the messages through the admin plugin (feedback-admin.routes.ts).
 */
export const feedbackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);

  serveEndpoint(
    app,
    feedbackApi.send,
    {
      tags,
      summary: 'Send feedback: the message and the page it was written on',
      description: 'message 1 to 2000 characters, url at most 2000. Answers { id }.',
    },
    (request) => sendFeedback(ctx, callerOf(request), request.body),
  );

  serveEndpoint(
    app,
    feedbackApi.survey,
    { tags, summary: 'Whether to show the survey dialog, and its page (SURVEY_URL)' },
    () => surveyOf(ctx.config),
  );
};
