import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../lib/api-client';
import { uploadFiles, uploadTimeoutMs } from './upload-files';

/** Just enough of XMLHttpRequest to play an upload: progress, then an answer. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  FakeRequest.last = null;
});

describe('uploadFiles', () => {
  it('posts the files as multipart `files`, reports progress and answers the records', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const progress: number[] = [];
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.pdf')];
    const upload = uploadFiles(files, (fraction) => progress.push(fraction));
    const request = FakeRequest.last!;
    expect([request.method, request.url, request.timeout]).toEqual([
      'POST',
      '/api/File/Files',
      uploadTimeoutMs,
    ]);
    expect(request.body?.getAll('files').map((file) => (file as File).name)).toEqual([
      'a.jpg',
      'b.pdf',
    ]);
    request.progress(50, 200);
    const record = { externalServiceId: 'm1', url: '/media/m1', type: 'image/jpeg' };
    request.answer(200, [record]);
    expect(await upload).toEqual([record]);
    expect(progress).toEqual([0.25, 1]);
  });

  it("turns the server's error body into an ApiError", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const upload = uploadFiles([new File(['x'], 'x.exe')], () => undefined);
    FakeRequest.last!.answer(415, { error: { code: 'unsupported_media_type', message: 'no' } });
    const error: unknown = await upload.catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.status, error.code]).toEqual([
      415,
      'unsupported_media_type',
    ]);
  });
});
