import { RefusedError } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findNulCharacter, nulCharacterRefused } from './refuse-nul.js';
import { uploadLimits } from '../modules/files/media-types.js';

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
export async function* filesOf(app: FastifyInstance, request: FastifyRequest) {
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

/** 415 unless the request is multipart (checked before any byte of the body is read). */
export function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw RefusedError.with(
      'unsupported',
      'unsupported_media_type',
      'Send the files as multipart/form-data.',
    );
  }
}
