// Helpers for the files tests: multipart bodies built by hand and sample media made at test time.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface FormFile {
  filename: string;
  content: Buffer;
  /** What the client claims; the server must not believe it. */
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipartBody(files: FormFile[]) {
  const boundary = `----dealer${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A JPEG of the given size with a gradient-like pattern (so resizing shows). */
export const sampleJpeg = (width: number, height: number, orientation?: number) => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } },
  }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

export const samplePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#3366ff80' } })
    .png()
    .toBuffer();

/** An MP4 header (ftyp isom) followed by `size` patterned bytes. */
export const sampleMp4 = (size: number) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.alloc(size).map((_, index) => index % 251),
  ]);

export const samplePdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

/** Every file under `directory` (relative paths), none when it does not exist. */
export const filesUnder = (directory: string): string[] =>
  fs.existsSync(directory)
    ? fs
        .readdirSync(directory, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(directory, name)).isFile())
        .sort()
    : [];
