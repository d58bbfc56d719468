import { RefusedError } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { resolveApiKey, resolveSession } from '../modules/auth/auth.service.js';
import type { Caller } from '../modules/access/caller.js';

export const sessionCookieName = 'sid';
export const apiKeyHeader = 'x-api-key';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin the app is served from: PUBLIC_URL when set, else the request's own host. */
export function appOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF guard for cookie-authenticated writes (ARCHITECTURE 4): a browser always sends Origin on
 * them, and it must be the app's own. Requests without Origin come from non-browser clients.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const origin = request.headers.origin;
  if (origin && origin !== appOrigin(request, publicUrl)) {
    throw RefusedError.with('forbidden', 'origin_mismatch', 'Cross-origin request refused.');
  }
}

/**
 * Registers the hook that makes every route of `app` need a caller: an API key header, or the
 * session cookie (with the Origin check on writes). Sets `request.caller`.
 */
export function requireCaller(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const apiKey = request.headers[apiKeyHeader];
    if (typeof apiKey === 'string' && apiKey !== '') {
      request.caller = await resolveApiKey(ctx, apiKey);
      return;
    }
    const token = request.cookies[sessionCookieName];
    if (!token) throw RefusedError.unauthenticated();
    if (unsafeMethods.has(request.method)) assertSameOrigin(request, ctx.config.PUBLIC_URL);
    request.caller = await resolveSession(ctx, token);
  });
}

/** The caller of a route inside `requireCaller`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw RefusedError.unauthenticated();
  return request.caller;
}
