import fastifyMultipart from '@fastify/multipart';
import { filesApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import * as files from './files.service.js';
import { filesOf, requireMultipart } from '../../http/multipart-files.js';
import { mediaStorageFor } from './storage/media-storage.js';

const tags = ['File'];

/** POST /api/File/Files (spec 7 "Files"): images, videos and PDFs for drafts. */
export const filesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  await app.register(fastifyMultipart);
  const storage = mediaStorageFor(ctx.config);

  serveEndpoint(
    app,
    filesApi.upload,
    { tags, summary: 'Upload up to 20 images, videos or PDFs (multipart field "files")' },
    async (request, reply) => {
      const caller = callerOf(request);
      const organisationId = await files.requireUploadOrganisation(ctx.db, caller);
      requireMultipart(request);
      try {
        const uploader = { organisationId, userId: caller.userId };
        return await files.uploadFiles(ctx, storage, uploader, filesOf(app, request));
      } catch (error) {
        // The rest of the body is not read: close the connection rather than drain gigabytes.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    },
  );
};
