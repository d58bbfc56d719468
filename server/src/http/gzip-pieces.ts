import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** One part of an answer, deflated: its blocks, and its bytes' CRC-32 and length. */
interface Piece {
  deflated: Buffer;
  crc: number;
  length: number;
}

/** How a part is deflated: after `dictionary`, the bytes just before it in the answer. */
export type DeflatePart = (part: Buffer, dictionary: Buffer | null) => Promise<Buffer>;

/** Deflate's window: the farthest back a block may refer. */
const windowBytes = 32 * 1024;

/** Parts shorter than this (the list's brackets and commas) are deflated with no window. */
const shortPart = 64;

/** Stands for "no part" before the first. */
const nothing = Buffer.alloc(0);

/**
 * Gzip of answers made of parts that many answers share (issue 10: the items list's runs of
 * rows), each part deflated once where it stands. A part's blocks end on a byte boundary (a sync
 * flush, not the last block), so the blocks of the parts, one after another, are one deflate
 * stream (RFC 1951), as pigz makes its parallel gzip; the trailer's CRC-32 is combined from the
 * parts' own.
 *
 * A part is deflated with the two parts before it (their last 32 KB) as its dictionary: that is
 * the window a decoder holds when it reaches the part, so its blocks may refer back into it, and
 * a run's first rows compress as well as in one stream. Without it the bench's list was 341 KB
 * of gzip against 230 KB in one stream. A part's piece is therefore named by its own bytes and
 * the two parts' before it (their identities).
 *
 * After a bid the items list (10 MB of JSON) changes in one run of ~70 KB: Brotli of the whole
 * list took 36–137 ms of a core on the bench's machine; this deflates the run and the run after
 * it, ~2 ms.
 */
export class GzipPieces {
  /** By the part, then the part before it, then the one before that (weakly: a part no answer
   * holds any more is forgotten with its pieces). */
  private readonly pieces = new WeakMap<Buffer, WeakMap<Buffer, WeakMap<Buffer, Promise<Piece>>>>();

  constructor(private readonly deflate: DeflatePart = deflatePart) {}

  /** The gzip of `parts` joined, deflating only the parts not seen where they stand. */
  async gzip(parts: readonly Buffer[]): Promise<Buffer> {
    const pieces = await Promise.all(
      parts.map((part, index) =>
        part.length < shortPart
          ? this.pieceOf(part, nothing, nothing)
          : this.pieceOf(part, parts[index - 1] ?? nothing, parts[index - 2] ?? nothing),
      ),
    );
    let crc = 0;
    let length = 0;
    for (const piece of pieces) {
      crc = crc32Combine(crc, piece.crc, piece.length);
      length += piece.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    // ISIZE: the length modulo 2^32.
    trailer.writeUInt32LE(length % 0x1_0000_0000, 4);
    return Buffer.concat([
      gzipHeader,
      ...pieces.map((piece) => piece.deflated),
      lastBlock,
      trailer,
    ]);
  }

  private pieceOf(part: Buffer, before: Buffer, beforeThat: Buffer): Promise<Piece> {
    let byBefore = this.pieces.get(part);
    if (!byBefore) this.pieces.set(part, (byBefore = new WeakMap()));
    let byBeforeThat = byBefore.get(before);
    if (!byBeforeThat) byBefore.set(before, (byBeforeThat = new WeakMap()));
    const kept = byBeforeThat.get(beforeThat);
    if (kept) return kept;
    const piece = this.deflate(part, windowBefore(before, beforeThat)).then((deflated) => ({
      deflated,
      crc: crc32(part),
      length: part.length,
    }));
    // A failed deflate is tried again by the next answer.
    piece.catch(() => {
      if (byBeforeThat.get(beforeThat) === piece) byBeforeThat.delete(beforeThat);
    });
    byBeforeThat.set(beforeThat, piece);
    return piece;
  }
}

/** The last 32 KB of the two parts (`beforeThat`, then `before`); null when they are empty. */
function windowBefore(before: Buffer, beforeThat: Buffer): Buffer | null {
  const wanted = windowBytes - before.length;
  if (wanted <= 0) return before.subarray(before.length - windowBytes);
  const window = Buffer.concat([
    beforeThat.subarray(Math.max(0, beforeThat.length - wanted)),
    before,
  ]);
  return window.length > 0 ? window : null;
}

/**
 * A part's deflate blocks, ending on a byte boundary and not the last, referring back at most
 * into `dictionary`.
 */
const deflatePart: DeflatePart = (part, dictionary) =>
  deflateRawAsync(part, {
    level: 6,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(dictionary ? { dictionary } : {}),
  });

/** A gzip member's header (RFC 1952): deflate, no name or time, unknown OS. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** An empty last block of fixed Huffman codes: BFINAL 1, BTYPE 01, end of block. */
const lastBlock = Buffer.from([0x03, 0x00]);

/** CRC-32's polynomial, bits reversed (as zlib and gzip use it). */
const polynomial = 0xedb88320;

/** a × b modulo the polynomial, over GF(2), both bit-reversed (zlib's `multmodp`). */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31 (zlib's `x2n_table`). */
const powersOfTwo = (() => {
  const table = new Uint32Array(32);
  // x^1, bit-reversed.
  let power = 0x40000000;
  for (let k = 0; k < 32; k++) {
    table[k] = power;
    power = multiplyModulo(power, power);
  }
  return table;
})();

/** x^(n·2^k) modulo the polynomial (zlib's `x2nmodp`). */
function powerModulo(n: number, k: number): number {
  // x^0, bit-reversed.
  let power = 0x80000000;
  for (; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) power = multiplyModulo(powersOfTwo[k % 32]!, power);
  }
  return power;
}

/**
 * The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length (zlib's
 * `crc32_combine`): A's CRC carried over B's length of zero bits, then B's added.
 */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModulo(powerModulo(lengthB, 3), crcA) ^ crcB) >>> 0;
}
