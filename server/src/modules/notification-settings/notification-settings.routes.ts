import { mainSwitchRequestSchema, notificationSettingsSchema } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { notificationSettingsRepository as repository } from './notification-settings.repository.js';

const tags = ['NwUserNotificationSettings'];

/** Spec 7: the signed-in user's own notification settings under /api/NwUserNotificationSettings. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;
  const response = { 200: notificationSettingsSchema };

  app.get('/', { schema: { tags, summary: 'My notification settings', response } }, (request) =>
    repository.find(db, callerOf(request).userId),
  );
  app.patch(
    '/Update',
    {
      schema: {
        tags,
        summary: 'Save my notification settings',
        body: notificationSettingsSchema,
        response,
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await repository.save(db, userId, request.body);
      return repository.find(db, userId);
    },
  );
  app.patch(
    '/UpdateMainSwitch',
    {
      schema: {
        tags,
        summary: 'Turn all my notification mail on or off',
        body: mainSwitchRequestSchema,
        response,
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await repository.save(db, userId, { mainSwitch: request.body.mainSwitch });
      return repository.find(db, userId);
    },
  );
};
