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

/** How hard each encoding works: the first ask of an answer, and the asks after it. */
const effort = {
  // A list that changes before the next load (a busy auction) is compressed for one caller: a
  // short wait matters most. The items list at 10,000 rows in the bench: Brotli 2 takes ~20 ms
  // for 140 KB where 4 takes ~50 ms for 123 KB (1: 209 KB); gzip 5 a little less than 6.
  first: { br: 2, gzip: 5 },
  // An answer asked for again is likely to be asked for more: worth the better ratio.
  again: { br: 4, gzip: 6 },
};

interface Entry {
  bytes: Promise<Buffer>;
  /** Whether the better compression has been started. */
  isImproving: boolean;
}

/**
 * Large answers that many callers ask for unchanged (the items list at one version), compressed
 * once per version and encoding, off the event loop (issue 10): compressing 10 MB of list in
 * the request, as the compression plugin does with a string, held the loop ~40 ms a load, and
 * every bid waited behind it. Keyed by the answer's strong identity (its ETag); concurrent asks
 * for the same key share one compression. The first ask is compressed fast; the second starts a
 * better compression, which later asks get once it is done. The newest `maxEntries` are kept.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 16) {}

  /** The answer `identity` compressed; `body` makes its bytes, asked for only when compressing. */
  get(identity: string, encoding: AnswerEncoding, body: () => string | Buffer): Promise<Buffer> {
    const key = `${encoding}:${identity}`;
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last: the oldest go first.
      this.entries.delete(key);
      this.entries.set(key, found);
      if (!found.isImproving) {
        found.isImproving = true;
        const better = compress(encoding, body(), effort.again[encoding]);
        better.then(
          () => (found.bytes = better),
          // The fast bytes stay.
          () => undefined,
        );
      }
      return found.bytes;
    }
    const entry: Entry = {
      bytes: compress(encoding, body(), effort.first[encoding]),
      isImproving: false,
    };
    entry.bytes.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return entry.bytes;
  }
}

function compress(encoding: AnswerEncoding, body: string | Buffer, level: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level });
}
