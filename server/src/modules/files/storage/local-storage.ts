import fs from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeFileAtomically } from './atomic-write.js';
import {
  MediaNotFoundError,
  type ByteRange,
  type MediaStorage,
  type StoredObject,
} from './media-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media on the local disk under one directory (`DATA_DIR/media`): one process only. */
export class LocalStorage implements MediaStorage {
  constructor(readonly directory: string) {}

  /** The file of a key; a key that would leave the directory is refused. */
  private pathOf(key: string): string {
    const file = path.resolve(this.directory, key);
    if (!file.startsWith(path.resolve(this.directory) + path.sep)) {
      throw new Error(`Bad media key ${key}.`);
    }
    return file;
  }

  async put(key: string, stream: Readable, _contentType?: string): Promise<void> {
    await writeFileAtomically(this.pathOf(key), stream);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    const file = this.pathOf(key);
    const found = await this.stat(key);
    if (!found) throw new MediaNotFoundError(key);
    return { stream: fs.createReadStream(file, range ?? {}), size: found.size };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.pathOf(key))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
