import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { MediaNotFoundError } from './media-storage.js';

describe('LocalStorage', () => {
  let directory: string;
  let storage: LocalStorage;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-storage-'));
    storage = new LocalStorage(path.join(directory, 'media'));
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  const filesIn = () => fs.readdirSync(directory, { recursive: true, encoding: 'utf8' }).sort();

  it('stores, reads whole and by range, tells the size and deletes', async () => {
    await storage.put(
      'ab/abcdef',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      'text/plain',
    );
    expect(await storage.stat('ab/abcdef')).toEqual({ size: 11 });
    const whole = await storage.get('ab/abcdef');
    expect([await text(whole.stream), whole.size]).toEqual(['hello world', 11]);
    const part = await storage.get('ab/abcdef', { start: 6, end: 8 });
    expect([await text(part.stream), part.size]).toEqual(['wor', 11]);
    await storage.delete('ab/abcdef');
    expect(await storage.stat('ab/abcdef')).toBeNull();
    await expect(storage.get('ab/abcdef')).rejects.toBeInstanceOf(MediaNotFoundError);
    await storage.delete('ab/abcdef');
  });

  it('gives the final name only once every byte is written', async () => {
    const source = new PassThrough();
    const writing = storage.put('cd/cdef', source, 'video/mp4');
    source.write(Buffer.alloc(1000, 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.stat('cd/cdef')).toBeNull();
    expect(filesIn().filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
    source.end(Buffer.alloc(500, 2));
    await writing;
    expect(await storage.stat('cd/cdef')).toEqual({ size: 1500 });
    expect(filesIn().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const source = new PassThrough();
    const writing = storage.put('ef/efgh', source, 'video/mp4');
    source.write(Buffer.alloc(1000, 1));
    setTimeout(() => source.destroy(new Error('client went away')), 20);
    await expect(writing).rejects.toThrow('client went away');
    expect(await storage.stat('ef/efgh')).toBeNull();
    expect(filesIn().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a key that would leave its directory', async () => {
    await expect(storage.stat('../outside')).rejects.toThrow('Bad media key');
    await expect(storage.put('../../etc/x', Readable.from(['x']), 'text/plain')).rejects.toThrow();
    expect(fs.existsSync(path.join(directory, 'outside'))).toBe(false);
  });
});
