import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The secure headers (helmet's), on every answer: the API's, the web app's files, the hub's
 * upgrade refusals and the 404s.
 *
 * The middleware is built once. `@fastify/helmet` 13 calls `helmet(options)` for every request,
 * which checks and serialises the CSP directives anew each time: about 3 % of a busy server's
 * time under bids (`--cpu-prof`, docs/decisions.md). Built once, a request only sets the headers.
 */
export function registerSecureHeaders(app: FastifyInstance): void {
  const setSecureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only matters behind https; the proxy in front sets it when it terminates TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws rather than passing an error on; it calls `next` with nothing.
    setSecureHeaders(request.raw, reply.raw, () => done());
  });
}
