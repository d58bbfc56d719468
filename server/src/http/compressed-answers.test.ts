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
      answers.get('a', 'br', body),
      answers.get('a', 'br', body),
    ]);
    expect(first).toBe(second);
    expect(brotliDecompressSync(first).toString()).toBe(body);
    const gzipped = await answers.get('a', 'gzip', body);
    expect(gunzipSync(gzipped).toString()).toBe(body);
    expect(gzipped).not.toBe(first);
  });

  it('keeps the newest few, dropping the least recently used', async () => {
    const answers = new CompressedAnswers(2);
    const a = await answers.get('a', 'gzip', body);
    await answers.get('b', 'gzip', body);
    expect(await answers.get('a', 'gzip', body)).toBe(a);
    await answers.get('c', 'gzip', body);
    expect(await answers.get('a', 'gzip', body)).toBe(a);
    expect(await answers.get('b', 'gzip', 'changed')).not.toBe(a);
  });

  it('chooses brotli, then gzip, as Accept-Encoding allows', () => {
    expect(answerEncodingOf('gzip, deflate, br')).toBe('br');
    expect(answerEncodingOf('gzip')).toBe('gzip');
    expect(answerEncodingOf('br;q=0, gzip')).toBe('gzip');
    expect(answerEncodingOf('identity')).toBeNull();
    expect(answerEncodingOf(undefined)).toBeNull();
  });
});
