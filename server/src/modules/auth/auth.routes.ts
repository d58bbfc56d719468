import { loginRequestSchema } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { appOrigin, assertSameOrigin, sessionCookieName } from '../../http/authenticate.js';
import { getCurrentUser } from '../users/users.service.js';
import { login, logout, resolveSession } from './auth.service.js';

const tags = ['Auth'];

/** Sign-in and sign-out with an HttpOnly session cookie (ARCHITECTURE 4). */
export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const isSecure = (origin: string) => origin.startsWith('https:');

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in; sets the session cookie and answers { user }',
        body: loginRequestSchema,
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, ctx.config.PUBLIC_URL);
      const session = await login(ctx, request.body, request.ip);
      reply.setCookie(sessionCookieName, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(appOrigin(request, ctx.config.PUBLIC_URL)),
        expires: session.expiresAt,
      });
      const caller = await resolveSession(ctx, session.token);
      return { user: await getCurrentUser(ctx.db, caller) };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Sign out; ends the session' } },
    async (request, reply) => {
      const token = request.cookies[sessionCookieName];
      if (token) {
        assertSameOrigin(request, ctx.config.PUBLIC_URL);
        await logout(ctx, token);
      }
      reply.clearCookie(sessionCookieName, { path: '/' });
      return reply.status(204).send();
    },
  );
};
