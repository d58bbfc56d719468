import { authApi } from '@dealer/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { appOrigin, assertSameOrigin, sessionCookieName } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { getCurrentUser } from '../users/users.service.js';
import { login, logout, resolveSession } from './auth.service.js';
import { acceptInvitation } from './invitations.service.js';

const tags = ['Auth'];

/** Sign-in and sign-out with an HttpOnly session cookie (ARCHITECTURE 4). */
export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const isSecure = (origin: string) => origin.startsWith('https:');
  /** The new session's cookie, and the signed-in user. */
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: { token: string; expiresAt: Date },
  ) => {
    reply.setCookie(sessionCookieName, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(appOrigin(request, ctx.config.PUBLIC_URL)),
      expires: session.expiresAt,
    });
    const caller = await resolveSession(ctx, session.token);
    return { user: await getCurrentUser(ctx.db, caller) };
  };

  serveEndpoint(
    app,
    authApi.login,
    { tags, summary: 'Sign in; sets the session cookie and answers { user }' },
    async (request, reply) => {
      assertSameOrigin(request, ctx.config.PUBLIC_URL);
      return signedIn(request, reply, await login(ctx, request.body, request.ip));
    },
  );

  serveEndpoint(
    app,
    authApi.acceptInvitation,
    {
      tags,
      summary:
        'Choose a password through an invitation link; sets the session cookie and answers { user }',
      description:
        'Public (the link is the credential). The token works once and for 7 days: 404 not_found for an unknown token, 422 rule_broken fields.token invitation_used / invitation_expired, 400 fields.password password_too_short / password_too_long / password_is_email, fields.passwordAgain passwords_differ. A refusal writes nothing.',
    },
    async (request, reply) => {
      assertSameOrigin(request, ctx.config.PUBLIC_URL);
      return signedIn(request, reply, await acceptInvitation(ctx, request.body));
    },
  );

  serveEndpoint(
    app,
    authApi.logout,
    { tags, summary: 'Sign out; ends the session' },
    async (request, reply) => {
      const token = request.cookies[sessionCookieName];
      if (token) {
        assertSameOrigin(request, ctx.config.PUBLIC_URL);
        await logout(ctx, token);
      }
      reply.clearCookie(sessionCookieName, { path: '/' });
    },
  );
};
