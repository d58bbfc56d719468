import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding to send an answer in, as the request's Accept-Encoding allows; null for plain. */
export function answerEncodingOf(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding, ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Large answers that many callers ask for unchanged (the items list at one version), compressed
 * once per version and encoding, off the event loop (issue 10): compressing 10 MB of list in
 * the request, as the compression plugin does with a string, held the loop ~40 ms a load, and
 * every bid waited behind it. Keyed by the answer's strong identity (its ETag); concurrent asks
 * for the same key share one compression. The newest `maxEntries` are kept.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly maxEntries = 16,
    /** Brotli quality for answers made at run time: fast, most of the size win (app.ts). */
    private readonly brotliQuality = 4,
  ) {}

  get(identity: string, encoding: AnswerEncoding, body: string): Promise<Buffer> {
    const key = `${encoding}:${identity}`;
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last: the oldest go first.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const compressed = (
      encoding === 'br'
        ? brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
            },
          })
        : gzipAsync(body, { level: 6 })
    ).catch((error: unknown) => {
      this.entries.delete(key);
      throw error;
    });
    this.entries.set(key, compressed);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return compressed;
  }
}
