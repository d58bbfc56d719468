import { RefusedError } from '@dealer/domain';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from '../modules/files/byte-range.js';
import type { MediaBody } from '../modules/files/image-variants.js';
import { matchesEtag } from './etag.js';

/** Media never change under their id (a new upload gets a new one): caches may keep them. */
const cacheControl = 'public, max-age=31536000, immutable';

export interface MediaResponse {
  /** The bytes, asked for only when the client's copy is not current. */
  body: () => Promise<MediaBody>;
  contentType: string;
  etag: string;
  /** Content-Disposition, when the browser should be told (PDFs: inline). */
  disposition?: string;
}

/** Sends media with ETag/304, and one byte range (206, or 416 when outside the bytes). */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  { contentType, etag, disposition, ...media }: MediaResponse,
) {
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
  }
  const body = await media.body();
  const range = parseByteRange(request.headers.range, body.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${body.size}`);
    throw RefusedError.with(
      'unsatisfiable',
      'validation_failed',
      'The range asked lies outside the file.',
    );
  }
  reply.header('etag', etag).header('cache-control', cacheControl).header('accept-ranges', 'bytes');
  reply.type(contentType);
  if (disposition) reply.header('content-disposition', disposition);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${body.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', body.size);
  }
  // HEAD: an empty stream keeps our Content-Length (Fastify's HEAD route drains streams).
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(await body.open(range ?? undefined));
}

/** `inline` with the original name, encoded for any characters (RFC 6266, RFC 8187). */
export function inlineDisposition(name: string | null): string {
  if (!name) return 'inline';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename*=UTF-8''${encoded}`;
}
