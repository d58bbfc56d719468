import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { uploadedFileSchema } from './draft-update.schema.js';

/** The draft's files (spec 7 "Files"). */
export const filesApi = {
  /** Multipart, field `files`: up to 20 images, videos or PDFs. */
  upload: endpoint({
    method: 'POST',
    path: '/api/File/Files',
    multipart: true,
    response: z.array(uploadedFileSchema),
  }),
};
