import fc from 'fast-check';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, GzipPieces } from './gzip-pieces.js';

const deflatePart = (part: Buffer, dictionary: Buffer | null) =>
  promisify(deflateRaw)(part, {
    level: 6,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(dictionary ? { dictionary } : {}),
  });

describe('gzip from kept pieces (issue 10)', () => {
  it("combines two CRC-32s into the CRC-32 of the bytes joined, as zlib's crc32_combine", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const joined = crc32(Buffer.concat([a, b]));
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(joined);
      }),
    );
    // Lengths past 2^16 and 2^24 take the higher powers of the table.
    const long = Buffer.alloc(20_000_000, 'x');
    const head = Buffer.from('{"id":1}');
    expect(crc32Combine(crc32(head), crc32(long), long.length)).toBe(
      crc32(Buffer.concat([head, long])),
    );
  });

  it('joins the pieces into one gzip member that inflates to the parts joined', async () => {
    const pieces = new GzipPieces();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 2000 }), { maxLength: 8 }),
        async (parts) => {
          const buffers = parts.map((part) => Buffer.from(part));
          // gunzip checks the trailer's CRC-32 and length too.
          expect(gunzipSync(await pieces.gzip(buffers))).toEqual(Buffer.concat(buffers));
        },
      ),
    );
  });

  it('deflates a part once where it stands, after the window before it, as small as one stream', async () => {
    const deflated: Array<{ part: Buffer; dictionary: Buffer | null }> = [];
    const pieces = new GzipPieces((part, dictionary) => {
      deflated.push({ part, dictionary });
      return deflatePart(part, dictionary);
    });
    // Runs of rows of ~50 KB each, as the items list's (runs of ~64 rows of ~1 KB).
    const run = (from: number) =>
      Buffer.from(
        Array.from({ length: 500 }, (_, index) =>
          JSON.stringify({ id: from + index, make: 'Volvo', priceNow: (from + index) * 37 }),
        ).join(','),
      );
    const [open, comma, close] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [
      Buffer,
      Buffer,
      Buffer,
    ];
    const [first, second, third] = [run(1), run(501), run(1001)] as [Buffer, Buffer, Buffer];
    const parts = [open, first, comma, second, comma, third, close];
    const whole = await pieces.gzip(parts);
    const joined = Buffer.concat(parts);
    expect(gunzipSync(whole)).toEqual(joined);
    // The blocks refer back across parts as one stream's do: hardly larger than one stream.
    expect(whole.length).toBeLessThan(gzipSync(joined, { level: 6 }).length * 1.02);
    // A run's window is what the decoder holds there: the end of the run and the comma before it.
    const secondsPiece = deflated.find((made) => made.part === second)!;
    expect(secondsPiece.dictionary).toEqual(Buffer.concat([first, comma]).subarray(-32 * 1024));
    // Brackets and commas are deflated once, alone.
    expect(deflated.filter((made) => made.part === comma)).toEqual([
      { part: comma, dictionary: null },
    ]);

    // The first run changes (a bid): it is deflated again, and the run after it, whose window
    // changed; the third run and the short parts are not.
    deflated.length = 0;
    const changed = run(5000);
    const after = [open, changed, comma, second, comma, third, close];
    expect(gunzipSync(await pieces.gzip(after))).toEqual(Buffer.concat(after));
    expect(deflated.map((made) => made.part)).toEqual([changed, second]);
    // And the first answer again: nothing is deflated.
    deflated.length = 0;
    expect(await pieces.gzip(parts)).toEqual(whole);
    expect(deflated).toEqual([]);
  });
});
