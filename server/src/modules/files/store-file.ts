import { RefusedError } from '@dealer/domain';
import { randomBytes } from 'node:crypto';
import {
  PassThrough,
  pipeline,
  Readable,
  Transform,
  type Duplex,
  type TransformCallback,
} from 'node:stream';
import sharp, { type OutputInfo } from 'sharp';
import {
  detectMediaType,
  MediaKind,
  sniffBytes,
  storedImageType,
  uploadLimits,
} from './media-types.js';
import type { MediaStorage } from './storage/media-storage.js';

/** One file of an upload, as the multipart parser hands it over. */
export interface IncomingFile {
  filename: string;
  file: Readable;
}

/** A file whose bytes are stored completely; its row is not written yet. */
export interface StoredMedia {
  externalServiceId: string;
  kind: MediaKind;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  storageKey: string;
  originalName: string | null;
}

/** Counts what passes; with a limit, fails once more than `limit` bytes came. */
class ByteCounter extends Transform {
  bytes = 0;
  constructor(
    private readonly limit = Infinity,
    private readonly onLimit?: () => Error,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) callback(this.onLimit?.() ?? new Error('too large'));
    else callback(null, chunk);
  }
}

/** The first `size` bytes of `source` (fewer if it is shorter) and a stream of all its bytes. */
async function peek(source: Readable, size: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let isDone = false;
  while (length < size && !isDone) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
    } else {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  async function* everything() {
    try {
      yield head;
      while (!isDone) {
        const next = await iterator.next();
        if (next.done) isDone = true;
        else yield next.value;
      }
    } finally {
      // Stopped early (a later stage failed): release the source too.
      await iterator.return?.();
    }
  }
  return { head, stream: Readable.from(everything(), { objectMode: false }) };
}

/** 128 random bits, URL-safe: the file's public, unguessable name. */
export const newExternalServiceId = () => randomBytes(16).toString('base64url');

/** Keys spread over 4,096 directories so no one directory grows huge. */
export const storageKeyOf = (externalServiceId: string) =>
  `${externalServiceId.slice(0, 2)}/${externalServiceId}`;

/**
 * Upright (EXIF orientation applied), within 2880 x 2880, never enlarged, JPEG, no metadata.
 * Huffman optimisation is off: it keeps the whole image's coefficients in memory (about 120 MB
 * more at peak in the 20-photo bench) for files a few per cent smaller.
 */
const imageResizer = () =>
  sharp({ failOn: 'error', limitInputPixels: uploadLimits.imagePixels })
    .rotate()
    .resize(uploadLimits.imageBox, uploadLimits.imageBox, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, optimiseCoding: false });

const fileKinds = {
  payload_too_large: 'too_large',
  unsupported_media_type: 'unsupported',
  validation_failed: 'invalid',
} as const;

const fileError = (code: keyof typeof fileKinds, field: string, message: string) =>
  RefusedError.with(fileKinds[code], code, message, { [field]: code });

interface Stages {
  source: Readable;
  limit: Transform;
  convert: Duplex;
  store: Transform;
}

/**
 * Pipes the stages into storage under `key`. Answers null when every byte is stored, else the
 * error and the stage that failed first (a failure destroys every stream with the same error).
 */
async function pipeIntoStorage(
  storage: MediaStorage,
  key: string,
  contentType: string,
  stages: Stages,
): Promise<{ error: Error; stage: keyof Stages | undefined } | null> {
  let stage: keyof Stages | undefined;
  for (const name of ['source', 'limit', 'convert', 'store'] as const) {
    stages[name].once('error', () => (stage ??= name));
  }
  let output: Transform | undefined;
  const chain = new Promise<Error | null>((resolve) => {
    output = pipeline(stages.source, stages.limit, stages.convert, stages.store, resolve);
  });
  const [storeError, chainError] = await Promise.all([
    storage.put(key, output!, contentType).then(
      () => null,
      (error: unknown) => {
        output!.destroy(error as Error);
        return error as Error;
      },
    ),
    chain,
  ]);
  const error = stage === 'store' ? (storeError ?? chainError) : (chainError ?? storeError);
  return error ? { error, stage } : null;
}

/**
 * Streams one uploaded file into storage: sniffs its type from the first bytes, enforces the size
 * limit while reading, resizes images with sharp on the way. Nothing is held whole in memory
 * (sharp keeps the compressed input of one image, at most 20 MB). On failure nothing is left
 * stored under the key.
 */
export async function storeFile(
  storage: MediaStorage,
  incoming: IncomingFile,
  index: number,
): Promise<StoredMedia> {
  const field = `files.${index}`;
  const name = incoming.filename || `file ${index + 1}`;
  const malformed = () =>
    fileError('validation_failed', field, `The upload of ${name} ended early or is malformed.`);

  const { head, stream } = await peek(incoming.file, sniffBytes).catch(() => {
    throw malformed();
  });
  const type = await detectMediaType(head);
  if (!type) {
    throw fileError('unsupported_media_type', field, `${name} is not an image, video or PDF.`);
  }
  const isImage = type.kind === MediaKind.Image;
  const limit =
    type.kind === MediaKind.Video ? uploadLimits.bytesPerVideo : uploadLimits.bytesPerFile;
  const converter = isImage ? imageResizer() : new PassThrough();
  let image: OutputInfo | undefined;
  converter.once('info', (info: OutputInfo) => (image = info));
  const counter = new ByteCounter();
  const externalServiceId = newExternalServiceId();
  const storageKey = storageKeyOf(externalServiceId);
  const contentType = isImage ? storedImageType : type.contentType;

  const failure = await pipeIntoStorage(storage, storageKey, contentType, {
    source: stream,
    limit: new ByteCounter(limit, () =>
      fileError('payload_too_large', field, `${name} is larger than ${limit / 1048576} MB.`),
    ),
    convert: converter,
    store: counter,
  });
  if (failure) {
    await storage.delete(storageKey).catch(() => undefined);
    if (failure.stage === 'source') throw malformed();
    if (failure.stage === 'convert') {
      throw failure.error.message.includes('pixel limit')
        ? fileError('payload_too_large', field, `${name} has too many pixels.`)
        : fileError('unsupported_media_type', field, `${name} could not be read as an image.`);
    }
    throw failure.error;
  }
  return {
    externalServiceId,
    kind: type.kind,
    contentType,
    byteSize: counter.bytes,
    width: image?.width ?? null,
    height: image?.height ?? null,
    storageKey,
    originalName: incoming.filename ? incoming.filename.slice(0, 255) : null,
  };
}
