import { isErrorBody, type UploadedFile } from '@dealer/domain';
import { ApiError } from '../../../lib/api-client';

/** Spec 9: 120 s per upload. */
export const uploadTimeoutMs = 120_000;

/**
 * POST /api/File/Files (multipart, field `files`). XMLHttpRequest, because fetch cannot tell
 * how much of a request body has gone: a dealer uploading twenty photos wants to see it move.
 */
export function uploadFiles(
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/File/Files');
    request.timeout = uploadTimeoutMs;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && Array.isArray(body)) {
        onProgress(1);
        resolve(body as UploadedFile[]);
      } else if (isErrorBody(body)) {
        reject(new ApiError(request.status, body.error.code, body.error.message));
      } else {
        reject(new ApiError(request.status, 'unexpected_response', `HTTP ${request.status}`));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', 'Upload failed'));
    request.ontimeout = () => reject(new ApiError(0, 'network_error', 'Upload timed out'));
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
