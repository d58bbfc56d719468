import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes `stream` to a temporary file beside `target` and renames it into place, so a reader
 * never sees a half-written file under the final name; the temporary file goes on failure.
 */
export async function writeFileAtomically(target: string, stream: Readable): Promise<void> {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(stream, fs.createWriteStream(temporary, { flags: 'wx' }));
    await rename(temporary, target);
  } catch (error) {
    // The caller's stream must not be left half-read, holding its source open.
    stream.destroy(error as Error);
    await rm(temporary, { force: true });
    throw error;
  }
}
