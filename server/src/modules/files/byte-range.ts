import type { ByteRange } from './storage/media-storage.js';

/**
 * The range a `Range` header asks of `size` bytes (RFC 9110 14.2): a range, 'unsatisfiable'
 * (answer 416), or null to send everything — no header, or one this server ignores (another
 * unit, several ranges, nonsense), which the RFC allows.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return null;
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
