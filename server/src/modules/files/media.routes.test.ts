import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageWidths } from '@dealer/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { multipartBody, sampleJpeg, sampleMp4, samplePdf } from './test-support.js';

describe('GET /media/:externalServiceId', () => {
  let t: TestContext;
  let dataDir: string;
  const video = sampleMp4(100_000);
  const ids = { image: '', video: '', pdf: '' };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-media-'));
    t = await createTestContext('pglite', { DATA_DIR: dataDir });
    const body = multipartBody([
      { filename: 'front.jpg', content: await sampleJpeg(1200, 800) },
      { filename: 'walkaround.mp4', content: video },
      { filename: 'Huoltokirja ä (1).pdf', content: samplePdf() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/File/Files',
      headers: { ...body.headers, cookie: await t.signIn('seller@demo.test') },
      payload: body.payload,
    });
    [ids.image, ids.video, ids.pdf] = uploaded
      .json()
      .map((record: { externalServiceId: string }) => record.externalServiceId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Public by unguessable id, like a CDN: no cookie.
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const sizeOf = async (body: Buffer) => {
    const { width, height } = await sharp(body).metadata();
    return [width, height];
  };

  it('serves the stored image with long caching and an ETag that answers 304', async () => {
    const response = await get(`/media/${ids.image}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(response.rawPayload)).toEqual([1200, 800]);
    const again = await get(`/media/${ids.image}`, { 'if-none-match': response.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('resizes to the asked width, never beyond the original', async () => {
    expect(await sizeOf((await get(`/media/${ids.image}?width=216`)).rawPayload)).toEqual([
      216, 144,
    ]);
    const tooWide = await get(`/media/${ids.image}?width=1600`);
    expect(await sizeOf(tooWide.rawPayload)).toEqual([1200, 800]);
    expect(tooWide.headers.etag).toBe(`"${ids.image}"`);
  });

  it('rotates first and applies the width to the rotated image', async () => {
    const rotated = await get(`/media/${ids.image}?width=216&angle=90`);
    expect(rotated.statusCode).toBe(200);
    expect(await sizeOf(rotated.rawPayload)).toEqual([216, 324]);
    // Capped at the rotated original's width (its height before rotation).
    const full = await get(`/media/${ids.image}?width=1600&angle=270`);
    expect(await sizeOf(full.rawPayload)).toEqual([800, 1200]);
    expect(await sizeOf((await get(`/media/${ids.image}?angle=180`)).rawPayload)).toEqual([
      1200, 800,
    ]);
  });

  it('sends a variant in WebP to a browser that accepts it, JPEG to one that does not', async () => {
    const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const webp = await get(`/media/${ids.image}?width=240`, { accept: browserAccept });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/accept/i);
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    expect((await sizeOf(webp.rawPayload))[0]).toBe(240);

    const jpeg = await get(`/media/${ids.image}?width=240`, { accept: 'image/jpeg,*/*' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    // Each encoding has its own tag, so a cache never answers 304 for the other one.
    expect(jpeg.headers.etag).not.toBe(webp.headers.etag);
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
  });

  it('serves a variant the second time from the disk cache, without rendering it again', async () => {
    const first = await get(`/media/${ids.image}?width=432`);
    const cached = path.join(
      dataDir,
      'media-cache',
      ids.image.slice(0, 2),
      `${ids.image}-w432-a0.jpg`,
    );
    expect(fs.readFileSync(cached)).toEqual(first.rawPayload);
    // Swap the cached file: a second answer that carries the swapped bytes came from the cache.
    const marker = await sampleJpeg(10, 10);
    fs.writeFileSync(cached, marker);
    const second = await get(`/media/${ids.image}?width=432`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(marker);
    const leftovers = fs.readdirSync(path.dirname(cached)).filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  // Issue 15: any width made (and kept) a new variant, for anyone: only the web's widths are served.
  it.each([
    'width=0',
    'width=-5',
    'width=abc',
    'width=1.5',
    'width=217',
    'width=5000',
    'width=216.0',
    'width=0216',
    'angle=45',
    'angle=abc',
    'angle=-90',
  ])('refuses %s with 400 and renders nothing', async (query) => {
    const cacheDir = path.join(dataDir, 'media-cache', ids.image.slice(0, 2));
    const cached = () =>
      fs.existsSync(cacheDir)
        ? fs.readdirSync(cacheDir).filter((name) => name.startsWith(ids.image))
        : [];
    const before = cached();
    const response = await get(`/media/${ids.image}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(cached()).toEqual(before);
  });

  it.each(imageWidths)('serves the width %s the web asks for', async (width) => {
    const response = await get(`/media/${ids.image}?width=${width}&angle=90`);
    expect(response.statusCode).toBe(200);
    expect((await sizeOf(response.rawPayload))[0]).toBe(Math.min(width, 800));
  });

  it('serves a video whole and by byte ranges', async () => {
    const whole = await get(`/media/${ids.video}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(video);

    const middle = await get(`/media/${ids.video}`, { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload).toEqual(video.subarray(1000, 2000));

    const tail = await get(`/media/${ids.video}`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(video.subarray(video.length - 10));

    const open = await get(`/media/${ids.video}`, { range: `bytes=${video.length - 5}-` });
    expect(open.rawPayload).toEqual(video.subarray(video.length - 5));
  });

  it('answers HEAD with the size and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: `/media/${ids.video}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(video.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 416 for a range outside the video', async () => {
    const response = await get(`/media/${ids.video}`, { range: `bytes=${video.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('serves a PDF inline under its original name', async () => {
    const response = await get(`/media/${ids.pdf}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''Huoltokirja%20%C3%A4%20%281%29.pdf",
    );
    expect(response.rawPayload).toEqual(samplePdf());
  });

  it('answers 404 not_found for an unknown id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope']) {
      const response = await get(`/media/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });
});
