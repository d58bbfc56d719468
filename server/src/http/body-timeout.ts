import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RefusedError } from '@dealer/domain';

const hasBody = (request: FastifyRequest) =>
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0') ||
  request.headers['transfer-encoding'] !== undefined;

/**
 * A request body (JSON and every other parsed body) must arrive whole within `timeoutMs` of the
 * headers: a client that trickles a body byte by byte would otherwise hold a connection and a
 * parser for ever (Fastify sets Node's own request timeout to none). Past the deadline the body
 * is refused with 408 request_timeout and the connection closed, the rest of the body unread.
 *
 * File uploads (multipart) are read by their route from the raw request, not through this
 * stream, and may take long on a slow line: they are bounded by the connection's idle timeout.
 */
export function registerBodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request) || /^multipart\//i.test(request.headers['content-type'] ?? '')) {
      return payload;
    }
    const timed = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(timed);
      reply.header('connection', 'close');
      timed.destroy(
        RefusedError.with(
          'timeout',
          'request_timeout',
          'The request body took too long to arrive.',
        ),
      );
    }, timeoutMs);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    payload.once('error', (error) => {
      stop();
      timed.destroy(error);
    });
    return payload.pipe(timed);
  });
}
