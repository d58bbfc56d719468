import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { applicationVersion, firstImageUrlOf, RefusedError } from '@dealer/domain';
import type { AppContext } from './app-context.js';
import { OffsetClock } from './clock.js';
import { testClockRoutes } from './http/test-clock.routes.js';
import { assertSameOrigin, sessionCookieName } from './http/authenticate.js';
import { registerBodyTimeout } from './http/body-timeout.js';
import { handleClientError, handleError, registerErrorHandling } from './http/error-handler.js';
import { registerCallerCache } from './http/caller-cache-hooks.js';
import { registerNulCheck } from './http/refuse-nul.js';
import { registerSecureHeaders } from './http/secure-headers.js';
import {
  companyGroupsRoutes,
  defaultOfficeGroupsRoutes,
} from './modules/target-groups/target-groups.routes.js';
import { locationsRoutes } from './modules/settings/locations.routes.js';
import { responsibleSellersRoutes } from './modules/settings/responsible-sellers.routes.js';
import { releaseNotesRoutes } from './modules/settings/release-notes.routes.js';
import { notificationSettingsRoutes } from './modules/notification-settings/notification-settings.routes.js';
import { organisationSettingsRoutes } from './modules/settings/organisation-settings.routes.js';
import { organisationLogoRoutes } from './modules/settings/organisation-logo.routes.js';
import { registerHub } from './live/hub.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { platformAdminRoutes } from './modules/admin/platform-admin.routes.js';
import { auctionItemsRoutes } from './modules/auction-items/auction-items.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import {
  batchedSessionStore,
  findSessionExpiries,
  resolveSession,
  resolveSessionUntil,
} from './modules/auth/auth.service.js';
import { afterSaleRoutes } from './modules/after-sale/after-sale.routes.js';
import { biddingRoutes } from './modules/bidding/bidding.routes.js';
import { additionalInfosRoutes } from './modules/additional-infos/additional-infos.routes.js';
import { questionsRoutes } from './modules/questions/questions.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { aiSummaryRoutes } from './modules/ai-summary/ai-summary.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { mediaRoutes } from './modules/files/media.routes.js';
import { organisationsRoutes } from './modules/organisations/organisations.routes.js';
import { memberSettingsRoutes, publicSettingsRoutes } from './modules/settings/settings.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { serveWeb } from './web/serve-web.js';
import { getItem } from './modules/auction-items/item-read.service.js';
import { pingDatabase } from './db/database.js';

export interface BuildOptions {
  /** Serve the web build from config.webDistDir (off in API tests). */
  serveWebApp?: boolean;
  logger?: boolean;
  /** Where the logs go (pino-pretty on a terminal); stdout as JSON when absent. */
  logStream?: DestinationStream;
}

/** JSON bodies above this are refused with 413 (file uploads have their own limits). */
const jsonBodyLimit = 1024 * 1024;
/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const compressionThreshold = 1024;
/**
 * Brotli's default quality (11) is meant for files compressed once; for answers made per request
 * quality 4 compresses JSON about as well as gzip 9 at a fraction of the time (docs/decisions.md).
 */
const dynamicBrotliQuality = 4;
/** A connection that sends and receives nothing for this long is closed. */
const connectionIdleTimeoutMs = 120_000;

/** Builds the whole server: API, docs, health and the web app. Does not listen. */
export async function buildApp(
  ctx: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: jsonBodyLimit,
    return503OnClosing: true,
    // A connection silent this long is closed (a stalled upload, a client gone quiet); the hub's
    // sockets are exempt once upgraded (ws clears the timeout) and pinged every 30 s anyway.
    connectionTimeout: connectionIdleTimeoutMs,
    // The router's and Node's own refusals (a too long path segment, a bad escape, headers that
    // never end) answer the error body too.
    frameworkErrors: (error, request, reply) => {
      handleError(error, request, reply);
    },
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyTimeout(app, ctx.config.BODY_TIMEOUT_SECONDS * 1000);
  registerNulCheck(app);
  app.decorateRequest('caller', null);
  registerCallerCache(app, ctx);

  registerSecureHeaders(app);
  // Before every route and the static files, so that all of them are negotiated (Accept-Encoding).
  // Request bodies in gzip or br are accepted too; the JSON body limit counts the decompressed
  // bytes, so a small bomb of zeros is refused with 413 as soon as it inflates past the limit.
  await app.register(fastifyCompress, {
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    requestEncodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: dynamicBrotliQuality } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Dealer vehicle auction API', version: applicationVersion },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ session: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await pingDatabase(ctx.db);
    return { status: 'ok' };
  });
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());

  await app.register(
    async (api) => {
      // A per-address ceiling on API calls: a guard against floods, far above a dealer's use.
      await api.register(fastifyRateLimit, {
        max: ctx.config.API_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
      });
      await api.register(authRoutes, { ...ctx, prefix: '/auth' });
      await api.register(usersRoutes, { ...ctx, prefix: '/User' });
      await api.register(organisationsRoutes, { ...ctx, prefix: '/Organisation' });
      await api.register(filesRoutes, { ...ctx, prefix: '/File' });
      await api.register(publicSettingsRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(memberSettingsRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(organisationSettingsRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(organisationLogoRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(defaultOfficeGroupsRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(locationsRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(responsibleSellersRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(releaseNotesRoutes, { ...ctx, prefix: '/Settings' });
      await api.register(companyGroupsRoutes, { ...ctx, prefix: '/CompanyGroups' });
      await api.register(notificationSettingsRoutes, {
        ...ctx,
        prefix: '/NwUserNotificationSettings',
      });
      await api.register(auctionItemsRoutes, { ...ctx, prefix: '/AuctionItems' });
      await api.register(biddingRoutes, { ...ctx, prefix: '/AuctionItems' });
      await api.register(afterSaleRoutes, { ...ctx, prefix: '/AuctionItems' });
      await api.register(adminRoutes, { ...ctx, prefix: '/admin' });
      await api.register(platformAdminRoutes, { ...ctx, prefix: '/admin' });
      await api.register(additionalInfosRoutes, { ...ctx, prefix: '/AuctionItems' });
      await api.register(questionsRoutes, ctx);
      await api.register(reviewsRoutes, { ...ctx, prefix: '/AuctionItems' });
      await api.register(aiSummaryRoutes, { ...ctx, prefix: '/AuctionItems' });
      await api.register(feedbackRoutes, ctx);
    },
    { prefix: '/api' },
  );

  if (ctx.config.TEST_CLOCK_CONTROL && ctx.clock instanceof OffsetClock) {
    app.log.warn('TEST_CLOCK_CONTROL is on: POST /api/test/clock moves this server clock');
    await app.register(testClockRoutes, { clock: ctx.clock, prefix: '/api/test' });
  }
  await app.register(mediaRoutes, ctx);
  const hubSessions = batchedSessionStore(ctx);
  await registerHub(app, ctx, {
    async authenticate(request) {
      // The hub's caller: the session cookie and the app's own Origin (ARCHITECTURE 4).
      assertSameOrigin(request, ctx.config.PUBLIC_URL);
      const token = request.cookies[sessionCookieName];
      if (!token) throw RefusedError.unauthenticated();
      const { caller, expiresAt } = await resolveSessionUntil(ctx, token, hubSessions);
      return { viewer: caller, sessionId: caller.sessionId!, expiresAt };
    },
    findExpiries: (ids) => findSessionExpiries(ctx.db, ids),
  });

  if (options.serveWebApp !== false)
    await serveWeb(app, ctx.config.webDistDir, async (token, itemId) => {
      // What the API would answer this session (its acting organisation, the item it may see).
      const caller = await resolveSession(ctx, token);
      const item = itemId === null ? null : await getItem(ctx, caller, itemId).catch(() => null);
      return {
        organisationId: caller.organisationId,
        firstImageUrl: item ? firstImageUrlOf(item) : null,
      };
    });
  return app;
}
