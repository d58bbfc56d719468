import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// libvips' operation cache keeps up to 50 MB of results it will never reuse here (every input
// differs): off, so memory goes back after each image.
sharp.cache(false);

/** media_files.kind */
export const MediaKind = { Image: 1, Video: 2, Pdf: 3 } as const;
export type MediaKind = (typeof MediaKind)[keyof typeof MediaKind];

const megabyte = 1024 * 1024;

/** Spec 5 "Files": the product's limits (the upload step's own 28 MB / ~3 GB is transport slack). */
export const uploadLimits = {
  filesPerUpload: 20,
  bytesPerFile: 20 * megabyte,
  bytesPerVideo: 2 * 1024 * megabyte,
  /** Images are resized to fit this box. */
  imageBox: 2880,
  /** Decoding more pixels than this is refused (a small file can decode to gigabytes). */
  imagePixels: 100_000_000,
} as const;

/** Stored images are JPEG whatever came in (docs/decisions.md, Media). */
export const storedImageType = 'image/jpeg';

/**
 * What the bytes say a file is, by its magic number (never by name or declared type). Images are
 * those sharp can decode here: its prebuilt libvips reads AVIF but not HEIC (HEVC is left out).
 */
const acceptedTypes: Record<string, MediaKind> = {
  'image/jpeg': MediaKind.Image,
  'image/png': MediaKind.Image,
  'image/webp': MediaKind.Image,
  'image/gif': MediaKind.Image,
  'image/avif': MediaKind.Image,
  'video/mp4': MediaKind.Video,
  'video/quicktime': MediaKind.Video,
  'video/webm': MediaKind.Video,
  'application/pdf': MediaKind.Pdf,
};

/** Enough leading bytes for file-type to tell every accepted type. */
export const sniffBytes = 4100;

/** The accepted type of a file from its first bytes, or null. */
export async function detectMediaType(
  head: Uint8Array,
): Promise<{ kind: MediaKind; contentType: string } | null> {
  const detected = await fileTypeFromBuffer(head);
  const kind = detected ? acceptedTypes[detected.mime] : undefined;
  return detected && kind ? { kind, contentType: detected.mime } : null;
}
