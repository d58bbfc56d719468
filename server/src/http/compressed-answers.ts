import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding to send an answer in, as the request's Accept-Encoding allows; null for plain. */
export function answerEncodingOf(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding, ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Which of the encodings the request's Accept-Encoding allows (a `q=0` refuses one). */
export interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

export function acceptedEncodingsOf(acceptEncoding: string | undefined): AcceptedEncodings {
  if (!acceptEncoding) return { br: false, gzip: false };
  return {
    br: negotiate(acceptEncoding, ['br']) === 'br',
    gzip: negotiate(acceptEncoding, ['gzip']) === 'gzip',
  };
}

/** A large answer: its bytes, and its gzip made from kept pieces (`GzipPieces`). */
export interface LargeAnswer {
  body: () => Buffer;
  gzip: () => Promise<Buffer>;
}

interface Made {
  /** How many times the answer was asked for. */
  asks: number;
  /** The Brotli, once started; `brotliBytes` once it is done. */
  brotli?: Promise<Buffer>;
  brotliBytes?: Buffer;
  gzip?: Promise<Buffer>;
}

/** Brotli's quality for a large answer: 10 MB of the items list to 123 KB (1: 209 KB, 11: slow). */
const brotliQuality = 4;

/**
 * Large answers (the items list at one version) compressed off the event loop, once per
 * identity (its ETag) and encoding, shared by concurrent asks (issue 10). The newest
 * `maxEntries` are kept.
 *
 * Which encoding: an answer goes out in gzip from its kept pieces until its Brotli is made, and
 * its Brotli is made from its second ask; a client that takes only Brotli waits for it. On a busy auction the list changes between most loads:
 * Brotli of its 10 MB took 36–137 ms of a core on the bench's machine, for one caller, while the
 * bids waited for the same two cores; its gzip from pieces takes a millisecond or two (only the
 * changed run and the next are deflated). The price is the bytes: 236 KB of gzip against 140 KB
 * of Brotli 2, 0.08 s more on a 10 Mbit/s phone, about what the server saves. A list loaded
 * again unchanged (a quiet hour, many dealers at once) is worth Brotli's better ratio, and gets
 * it.
 */
export class CompressedAnswers {
  private readonly made = new Map<string, Made>();

  constructor(private readonly maxEntries = 16) {}

  /**
   * The answer `identity` in the best encoding that `accepted` allows and that is ready; null
   * when neither is accepted (the answer goes out as it is).
   */
  async get(
    identity: string,
    accepted: AcceptedEncodings,
    answer: LargeAnswer,
  ): Promise<{ encoding: AnswerEncoding; bytes: Buffer } | null> {
    if (!accepted.br && !accepted.gzip) return null;
    const made = this.entryOf(identity);
    made.asks++;
    if (accepted.br) {
      if (made.brotliBytes) return { encoding: 'br', bytes: made.brotliBytes };
      if (!accepted.gzip) return { encoding: 'br', bytes: await this.brotliOf(made, answer) };
      // Started, not awaited: the asks after it get it once it is done.
      if (made.asks >= 2) this.brotliOf(made, answer).catch(() => undefined);
    }
    if (!made.gzip) {
      const gzipped = answer.gzip();
      made.gzip = gzipped;
      gzipped.catch(() => {
        if (made.gzip === gzipped) made.gzip = undefined;
      });
    }
    return { encoding: 'gzip', bytes: await made.gzip };
  }

  private brotliOf(made: Made, answer: LargeAnswer): Promise<Buffer> {
    if (!made.brotli) {
      const body = answer.body();
      made.brotli = brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      made.brotli.then(
        (bytes) => (made.brotliBytes = bytes),
        // A failed compression is tried again by the next ask.
        () => (made.brotli = undefined),
      );
    }
    return made.brotli;
  }

  /** The identity's entry, made the most recently used (the oldest go first). */
  private entryOf(identity: string): Made {
    const made = this.made.get(identity) ?? { asks: 0 };
    this.made.delete(identity);
    this.made.set(identity, made);
    while (this.made.size > this.maxEntries) {
      const oldest = this.made.keys().next();
      if (oldest.done) break;
      this.made.delete(oldest.value);
    }
    return made;
  }
}
