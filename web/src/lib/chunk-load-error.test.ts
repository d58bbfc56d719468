import { describe, expect, it } from 'vitest';
import {
  chunkReloadGuardMs,
  chunkReloadKey,
  isChunkLoadError,
  markChunkReload,
  mayReloadForChunk,
} from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js'),
      true,
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: /assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['no Error at all', 'Failed to fetch dynamically imported module', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_case, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the automatic reload for a chunk load error', () => {
  const now = 1_800_000_000_000;

  it.each([
    ['never reloaded', {}, true],
    ['reloaded a moment ago', { [chunkReloadKey]: String(now - 1_000) }, false],
    ['reloaded long ago', { [chunkReloadKey]: String(now - chunkReloadGuardMs - 1) }, true],
    ['a mark that is no time', { [chunkReloadKey]: 'x' }, true],
  ])('%s → may reload: %s', (_case, entries, expected) => {
    expect(mayReloadForChunk(memoryStorage(entries), now)).toBe(expected);
  });

  it('reloads once, then asks: a chunk missing for good never loops', () => {
    const storage = memoryStorage();
    expect(mayReloadForChunk(storage, now)).toBe(true);
    markChunkReload(storage, now);
    expect(mayReloadForChunk(storage, now + 2_000)).toBe(false);
  });

  it('never reloads by itself when the storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(mayReloadForChunk(blocked, now)).toBe(false);
    expect(() => markChunkReload(blocked, now)).not.toThrow();
  });
});
