import { notificationSettingsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { notificationSettingsRepository as repository } from './notification-settings.repository.js';

const tags = ['NwUserNotificationSettings'];

/** Spec 7: the signed-in user's own notification settings under /api/NwUserNotificationSettings. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    notificationSettingsApi.get,
    // The contract's path is the prefix itself, without the trailing slash fastify would add.
    { tags, summary: 'My notification settings' },
    (request) => repository.find(db, callerOf(request).userId),
  );
  serveEndpoint(
    app,
    notificationSettingsApi.update,
    { tags, summary: 'Save my notification settings' },
    async (request) => {
      const { userId } = callerOf(request);
      await repository.save(db, userId, request.body);
      return repository.find(db, userId);
    },
  );
  serveEndpoint(
    app,
    notificationSettingsApi.updateMainSwitch,
    { tags, summary: 'Turn all my notification mail on or off' },
    async (request) => {
      const { userId } = callerOf(request);
      await repository.save(db, userId, { mainSwitch: request.body.mainSwitch });
      return repository.find(db, userId);
    },
  );
};
