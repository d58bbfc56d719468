import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object's bytes (the whole object, or the range asked) and the object's full size. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * Where media bytes live: the local disk (one process, default) or S3-compatible storage (many
 * processes, ARCHITECTURE 6). Keys are ours (`ab/abc…`), never taken from a request.
 */
export interface MediaStorage {
  /** Stores the whole stream under `key`; the key exists only once every byte is written. */
  put(key: string, stream: Readable, contentType: string): Promise<void>;
  /** The object's bytes, or `range` of them; rejects with `MediaNotFoundError` when missing. */
  get(key: string, range?: ByteRange): Promise<StoredObject>;
  /** The object's size, or null when there is no such object. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
}

export class MediaNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored media ${key}.`);
  }
}

const storages = new WeakMap<Config, MediaStorage>();

/** The storage the configuration names, one per configuration (the upload and serving routes share it). */
export function mediaStorageFor(config: Config): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.s3
      ? new S3Storage(config.s3)
      : new LocalStorage(path.join(config.dataDir, 'media'));
    storages.set(config, storage);
  }
  return storage;
}
