import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { mediaParamsSchema, mediaQuerySchema } from './files.schema.js';
import * as files from './files.service.js';
import {
  contentTypeOf,
  createImageVariants,
  formatFor,
  variantName,
  variantOf,
  type MediaBody,
} from './image-variants.js';
import { MediaKind } from './media-types.js';
import { inlineDisposition, sendMedia } from '../../http/send-media.js';
import { mediaStorageFor } from './storage/media-storage.js';

/**
 * GET /media/:externalServiceId — the media service of spec 3 ("File"): public by unguessable
 * id, like a CDN. Images take `width` and `angle`; videos and PDFs are sent as stored, with ranges.
 */
export const mediaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const storage = mediaStorageFor(ctx.config);
  const variants = createImageVariants(path.join(ctx.config.dataDir, 'media-cache'), storage);

  app.get(
    '/media/:externalServiceId',
    {
      schema: {
        tags: ['Media'],
        summary: 'A stored file; images resized (width) and rotated (angle) on request',
        params: mediaParamsSchema,
        querystring: mediaQuerySchema,
      },
    },
    async (request, reply) => {
      const media = await files.getMediaFile(ctx.db, request.params.externalServiceId);
      const variant =
        media.kind === MediaKind.Image
          ? variantOf(media, request.query, formatFor(request.headers.accept))
          : null;
      // A variant's encoding follows Accept: caches must keep one per Accept.
      if (variant) reply.header('vary', 'Accept');
      const body = async (): Promise<MediaBody> =>
        variant
          ? variants.open(media, variant)
          : {
              size: media.byteSize,
              open: async (range) => (await storage.get(media.storageKey, range)).stream,
            };
      return sendMedia(request, reply, {
        body,
        contentType: variant ? contentTypeOf(variant) : media.contentType,
        etag: `"${variant ? variantName(media.externalServiceId, variant) : media.externalServiceId}"`,
        ...(media.kind === MediaKind.Pdf
          ? { disposition: inlineDisposition(media.originalName) }
          : {}),
      });
    },
  );
};
