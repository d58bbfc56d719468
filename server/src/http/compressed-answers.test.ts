import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerEncodingOf, CompressedAnswers } from './compressed-answers.js';

describe('compressed answers', () => {
  const body = JSON.stringify(
    Array.from({ length: 2000 }, (_, id) => ({ id, name: `item ${id}` })),
  );

  it('compresses once per identity and encoding, and the bytes inflate to the answer', async () => {
    const answers = new CompressedAnswers(4);
    const [first, second] = await Promise.all([
      answers.get('a', 'br', () => body),
      answers.get('a', 'br', () => body),
    ]);
    expect(first).toBe(second);
    expect(brotliDecompressSync(first).toString()).toBe(body);
    const gzipped = await answers.get('a', 'gzip', () => body);
    expect(gunzipSync(gzipped).toString()).toBe(body);
    expect(gzipped).not.toBe(first);
  });

  it('compresses fast for the first ask, and better for the asks after the second', async () => {
    const answers = new CompressedAnswers(4);
    const fast = await answers.get('a', 'br', () => body);
    // The second ask starts the better compression and gets the bytes it has.
    expect(await answers.get('a', 'br', () => body)).toBe(fast);
    await expect.poll(() => answers.get('a', 'br', () => body)).not.toBe(fast);
    const better = await answers.get('a', 'br', () => body);
    expect(better.length).toBeLessThan(fast.length);
    expect(brotliDecompressSync(better).toString()).toBe(body);
  });

  it('keeps the newest few, dropping the least recently used', async () => {
    const answers = new CompressedAnswers(2);
    // An identity names its body: a kept one answers with the bytes of the body it was given.
    const inflated = async (identity: string, answer: string) =>
      gunzipSync(await answers.get(identity, 'gzip', () => answer)).toString();
    await answers.get('a', 'gzip', () => 'A');
    await answers.get('b', 'gzip', () => 'B');
    expect(await inflated('a', 'A')).toBe('A');
    await answers.get('c', 'gzip', () => 'C');
    expect(await inflated('c', 'other')).toBe('C');
    expect(await inflated('a', 'other')).toBe('A');
    // 'b' was the least recently used: compressed anew.
    expect(await inflated('b', 'changed')).toBe('changed');
  });

  it('chooses brotli, then gzip, as Accept-Encoding allows', () => {
    expect(answerEncodingOf('gzip, deflate, br')).toBe('br');
    expect(answerEncodingOf('gzip')).toBe('gzip');
    expect(answerEncodingOf('br;q=0, gzip')).toBe('gzip');
    expect(answerEncodingOf('identity')).toBeNull();
    expect(answerEncodingOf(undefined)).toBeNull();
  });
});
