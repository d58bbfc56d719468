import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Settings } from '../../../config.js';
import {
  MediaNotFoundError,
  type ByteRange,
  type MediaStorage,
  type StoredObject,
} from './media-storage.js';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Media in an S3-compatible bucket (AWS, MinIO, R2 …), shared by every server process. An S3
 * object appears only when its upload completes, so no temporary name is needed.
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
    });
  }

  async put(key: string, stream: Readable, contentType: string): Promise<void> {
    // Multipart upload of 8 MB parts, two in flight: memory stays ~16 MB whatever the file size.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: stream, ContentType: contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      stream.destroy(error as Error);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // "bytes 0-99/1234": the full size follows the slash.
      const size = range
        ? Number(answer.ContentRange?.split('/')[1])
        : Number(answer.ContentLength ?? 0);
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body.');
      return { stream: answer.Body, size };
    } catch (error) {
      if (isMissing(error)) throw new MediaNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return { size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
