import { stat } from 'node:fs/promises';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import sharp from 'sharp';
import type { MediaFile } from './files.repository.js';
import { writeFileAtomically } from './storage/atomic-write.js';
import type { ByteRange, MediaStorage } from './storage/media-storage.js';

export type Angle = 0 | 90 | 180 | 270;

/** The encodings a variant is rendered in: WebP for browsers that take it, JPEG for the rest. */
export type VariantFormat = 'jpeg' | 'webp';

/** A resized and/or rotated image; `width` is the delivered width, null for the full width. */
export interface ImageVariant {
  width: number | null;
  angle: Angle;
  format: VariantFormat;
}

/** A variant's Content-Type. */
export const contentTypeOf = (variant: ImageVariant) =>
  variant.format === 'webp' ? 'image/webp' : 'image/jpeg';

/**
 * WebP when the request's Accept names it (every current browser's image request does): about a
 * third smaller than JPEG at the same look, which is what a list of thumbnails on 4G needs.
 * AVIF would be smaller still, but encoding it costs seconds of a 2-core server's CPU per image.
 */
export const formatFor = (accept: string | undefined): VariantFormat =>
  accept !== undefined && /\bimage\/webp\b/i.test(accept) ? 'webp' : 'jpeg';

/** Bytes to send: their size and a way to read them (or a range of them). */
export interface MediaBody {
  size: number;
  open(range?: ByteRange): Promise<NodeJS.ReadableStream>;
}

/**
 * The variant a request asks for, or null when that is the stored image itself. Width applies
 * to the rotated image (the width the page lays out), capped at the original's: never enlarged.
 */
export function variantOf(
  media: Pick<MediaFile, 'width' | 'height'>,
  asked: { width?: number | undefined; angle?: Angle | undefined },
  format: VariantFormat = 'jpeg',
): ImageVariant | null {
  const angle = asked.angle ?? 0;
  const fullWidth = angle === 90 || angle === 270 ? media.height : media.width;
  const width =
    asked.width === undefined || (fullWidth !== null && asked.width >= fullWidth)
      ? null
      : asked.width;
  return width === null && angle === 0 ? null : { width, angle, format };
}

export const variantName = (externalServiceId: string, variant: ImageVariant) =>
  `${externalServiceId}-w${variant.width ?? 'full'}-a${variant.angle}${variant.format === 'webp' ? '-webp' : ''}`;

/**
 * Image variants rendered by sharp on first request and kept on local disk (`cacheDir`, written
 * atomically); later requests read the cached file. Each process keeps its own cache.
 */
export function createImageVariants(cacheDir: string, storage: MediaStorage) {
  const rendering = new Map<string, Promise<void>>();

  const fileOf = (media: MediaFile, variant: ImageVariant) =>
    path.join(
      cacheDir,
      media.externalServiceId.slice(0, 2),
      `${variantName(media.externalServiceId, variant)}.${variant.format === 'webp' ? 'webp' : 'jpg'}`,
    );

  async function render(media: MediaFile, variant: ImageVariant, file: string) {
    const original = await storage.get(media.storageKey);
    // Rotate first, then resize: the width is that of the rotated image.
    const transformer = sharp({ failOn: 'error' }).rotate(variant.angle);
    if (variant.width) transformer.resize({ width: variant.width, withoutEnlargement: true });
    if (variant.format === 'webp') transformer.webp({ quality: 75 });
    else transformer.jpeg({ quality: 80 });
    // Errors reach writeFileAtomically through the destroyed output, which then fails.
    const output = pipeline(original.stream, transformer, () => undefined);
    await writeFileAtomically(file, output);
  }

  return {
    /** The variant's bytes, rendered now if not cached yet (once, however many ask at once). */
    async open(media: MediaFile, variant: ImageVariant): Promise<MediaBody> {
      const file = fileOf(media, variant);
      const size = await stat(file).then(
        (found) => found.size,
        () => null,
      );
      if (size === null) {
        let job = rendering.get(file);
        if (!job) {
          job = render(media, variant, file).finally(() => rendering.delete(file));
          rendering.set(file, job);
        }
        await job;
      }
      return {
        size: size ?? (await stat(file)).size,
        open: async (range) => fs.createReadStream(file, range ?? {}),
      };
    },
  };
}
