import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { CallerCache, isCallersChanged, setCallerCache } from '../modules/auth/caller-cache.js';

/** The item routes change items, never who a caller is: the money path keeps its cache. */
const itemRoutes = '/api/AuctionItems/';

/**
 * Gives this app's database its caller cache (CALLER_CACHE_SECONDS, 0 turns it off) and keeps it
 * honest: the tables' trigger clears it on every instance (the bus), and a write through this
 * instance's own API outside the item routes clears it before its answer leaves, so the caller's
 * next request already sees a permission, membership or organisation it just changed.
 */
export function registerCallerCache(app: FastifyInstance, ctx: AppContext): void {
  const callers = new CallerCache(ctx.config.CALLER_CACHE_SECONDS * 1000);
  if (!callers.isEnabled) return;
  setCallerCache(ctx.db, callers);
  const unsubscribe = ctx.events.subscribe((message) => {
    if (isCallersChanged(message)) callers.clear();
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !request.url.startsWith(itemRoutes)
    )
      callers.clear();
    return payload;
  });
}
