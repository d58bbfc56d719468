import { feedbackAdminApi, feedbackPageSize } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { listFeedbackPage } from '../feedback/feedback.service.js';

/** The feedback form's messages for platform admins (issue 13), inside the admin plugin. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serveEndpoint(
    app,
    feedbackAdminApi.list,
    {
      tags: ['Admin'],
      summary: `The feedback messages with their senders, newest first, ${feedbackPageSize} a page`,
      description:
        'Platform admins only: 401 signed out, 403 without the admin flag (an API key never has it). Pass the answer’s nextCursor as cursor for the next page; null means no more.',
    },
    (request) => listFeedbackPage(ctx, request.query.cursor ?? null),
  );
};
