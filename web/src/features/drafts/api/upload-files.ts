import { endpointUrl, filesApi, isErrorBody, type EndpointResponse } from '@dealer/domain';
import { ApiError } from '../../../lib/api-client';

/** The upload's records, as the contract declares them. */
type UploadResult = EndpointResponse<typeof filesApi.upload>;

/** Spec 9: 120 s per upload. */
export const uploadTimeoutMs = 120_000;

/**
 * POST /api/File/Files (multipart, field `files`). XMLHttpRequest, because fetch cannot tell
 * how much of a request body has gone: a dealer uploading twenty photos wants to see it move.
 */
export function uploadFiles(
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(filesApi.upload.method, endpointUrl(filesApi.upload));
    request.timeout = uploadTimeoutMs;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && Array.isArray(body)) {
        onProgress(1);
        // The XHR's text, typed by the contract's answer (callApi's reading of JSON does the same).
        resolve(body as UploadResult);
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
