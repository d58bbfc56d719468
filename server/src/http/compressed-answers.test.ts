import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncodingsOf,
  answerEncodingOf,
  CompressedAnswers,
  type LargeAnswer,
} from './compressed-answers.js';

const both = { br: true, gzip: true };
const brotliOnly = { br: true, gzip: false };
const gzipOnly = { br: false, gzip: true };

describe('compressed answers', () => {
  const text = JSON.stringify(
    Array.from({ length: 2000 }, (_, id) => ({ id, name: `item ${id}` })),
  );
  /** An answer whose bytes and kept gzip count how often they are asked for. */
  const answerOf = (body: string) => {
    const asked = { body: 0, gzip: 0 };
    const answer: LargeAnswer = {
      body: () => {
        asked.body++;
        return Buffer.from(body);
      },
      gzip: async () => {
        asked.gzip++;
        const { gzipSync } = await import('node:zlib');
        return gzipSync(body);
      },
    };
    return { answer, asked };
  };

  it('sends gzip from the kept pieces at once, and Brotli once the second ask has made it', async () => {
    const answers = new CompressedAnswers(4);
    const { answer, asked } = answerOf(text);
    const first = await answers.get('a', both, answer);
    expect(first?.encoding).toBe('gzip');
    expect(gunzipSync(first!.bytes).toString()).toBe(text);
    expect(asked).toEqual({ body: 0, gzip: 1 });
    // The second ask starts Brotli and gets the gzip it has.
    expect(await answers.get('a', both, answer)).toEqual(first);
    expect(asked).toEqual({ body: 1, gzip: 1 });
    await expect.poll(async () => (await answers.get('a', both, answer))?.encoding).toBe('br');
    const brotli = await answers.get('a', both, answer);
    expect(brotliDecompressSync(brotli!.bytes).toString()).toBe(text);
    expect(brotli!.bytes.length).toBeLessThan(first!.bytes.length);
    // Made once, for every ask after.
    expect(asked.body).toBe(1);
    // A client that takes only gzip still gets it.
    expect((await answers.get('a', gzipOnly, answer))?.bytes).toBe(first!.bytes);
  });

  it('compresses once per identity and encoding for concurrent asks', async () => {
    const answers = new CompressedAnswers(4);
    const { answer, asked } = answerOf(text);
    const [first, second] = await Promise.all([
      answers.get('a', brotliOnly, answer),
      answers.get('a', brotliOnly, answer),
    ]);
    expect(first?.encoding).toBe('br');
    expect(second?.bytes).toBe(first?.bytes);
    expect(brotliDecompressSync(first!.bytes).toString()).toBe(text);
    expect(asked.body).toBe(1);
  });

  it('answers null when neither encoding is accepted', async () => {
    const answers = new CompressedAnswers(4);
    expect(await answers.get('a', { br: false, gzip: false }, answerOf(text).answer)).toBeNull();
  });

  it('keeps the newest few, dropping the least recently used', async () => {
    const answers = new CompressedAnswers(2);
    // An identity names its body: a kept one answers with the bytes of the body it was given.
    const inflated = async (identity: string, body: string) =>
      gunzipSync((await answers.get(identity, gzipOnly, answerOf(body).answer))!.bytes).toString();
    await inflated('a', 'A');
    await inflated('b', 'B');
    expect(await inflated('a', 'other')).toBe('A');
    await inflated('c', 'C');
    expect(await inflated('c', 'other')).toBe('C');
    expect(await inflated('a', 'other')).toBe('A');
    // 'b' was the least recently used: compressed anew.
    expect(await inflated('b', 'changed')).toBe('changed');
  });

  it('reads which encodings Accept-Encoding allows', () => {
    expect(acceptedEncodingsOf('gzip, deflate, br')).toEqual(both);
    expect(acceptedEncodingsOf('gzip')).toEqual(gzipOnly);
    expect(acceptedEncodingsOf('br;q=0, gzip')).toEqual(gzipOnly);
    expect(acceptedEncodingsOf('br, gzip;q=0')).toEqual(brotliOnly);
    expect(acceptedEncodingsOf('*')).toEqual(both);
    expect(acceptedEncodingsOf('identity')).toEqual({ br: false, gzip: false });
    expect(acceptedEncodingsOf(undefined)).toEqual({ br: false, gzip: false });
  });

  it('chooses brotli, then gzip, as Accept-Encoding allows', () => {
    expect(answerEncodingOf('gzip, deflate, br')).toBe('br');
    expect(answerEncodingOf('gzip')).toBe('gzip');
    expect(answerEncodingOf('br;q=0, gzip')).toBe('gzip');
    expect(answerEncodingOf('identity')).toBeNull();
    expect(answerEncodingOf(undefined)).toBeNull();
  });
});
