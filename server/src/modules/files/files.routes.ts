import { RefusedError } from '@dealer/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { findNulCharacter, nulCharacterRefused } from '../../http/refuse-nul.js';
import { fileRecordSchema } from './files.schema.js';
import * as files from './files.service.js';
import { uploadLimits } from './media-types.js';
import { mediaStorageFor } from './storage/media-storage.js';

const tags = ['File'];

/** The parser's own limits sit just past ours, so our checks (with clear errors) come first. */
const multipartLimits = {
  files: uploadLimits.filesPerUpload + 1,
  fileSize: uploadLimits.bytesPerVideo + 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: uploadLimits.filesPerUpload + 21,
};

/** The parser's failures in our error shape: a broken body is the client's 400. */
function asUploadError(app: FastifyInstance, error: unknown): RefusedError {
  const { FilesLimitError, FieldsLimitError, PartsLimitError, RequestFileTooLargeError } =
    app.multipartErrors;
  if (error instanceof RefusedError) return error;
  if (error instanceof FilesLimitError) {
    return RefusedError.invalid(`At most ${uploadLimits.filesPerUpload} files per upload.`, {
      files: 'too_many',
    });
  }
  if (error instanceof FieldsLimitError || error instanceof PartsLimitError) {
    return RefusedError.invalid('Too many form fields.');
  }
  if (error instanceof RequestFileTooLargeError) {
    return RefusedError.with('too_large', 'payload_too_large', 'A file is too large.');
  }
  return RefusedError.invalid('The upload ended early or is malformed.');
}

/** The request's files; a parser failure between files becomes a client error. */
async function* filesOf(app: FastifyInstance, request: FastifyRequest) {
  try {
    let index = 0;
    for await (const part of request.files({ limits: multipartLimits })) {
      // A file's name is stored as text, which cannot hold NUL (see http/refuse-nul.ts).
      if (findNulCharacter(part.filename) !== null) throw nulCharacterRefused(`files.${index}`);
      index++;
      yield part;
    }
  } catch (error) {
    throw asUploadError(app, error);
  }
}

/** POST /api/File/Files (spec 7 "Files"): images, videos and PDFs for drafts. */
export const filesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  await app.register(fastifyMultipart);
  const storage = mediaStorageFor(ctx.config);

  app.post(
    '/Files',
    {
      schema: {
        tags,
        summary: 'Upload up to 20 images, videos or PDFs (multipart field "files")',
        consumes: ['multipart/form-data'],
        response: { 200: z.array(fileRecordSchema) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const organisationId = await files.requireUploadOrganisation(ctx.db, caller);
      if (!request.isMultipart()) {
        throw RefusedError.with(
          'unsupported',
          'unsupported_media_type',
          'Send the files as multipart/form-data.',
        );
      }
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
