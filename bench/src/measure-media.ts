// Media figures: one upload of 20 photos (~5 MB each) with the server's peak memory during it, and
// serving a cached 432-wide variant next to serving the stored original the same way.
// sharp comes from the server workspace (hoisted): the bench only uses it to make test photos.
import sharp from 'sharp';
import { residentMegabytes, startServer } from './measure-startup.js';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Noisy 4000 x 3000 JPEGs of about 5 MB each, like phone photos (noise defeats compression). */
async function makePhotos(count: number, distinct = 4): Promise<Buffer[]> {
  const photos = await Promise.all(
    Array.from({ length: distinct }, (_, index) =>
      sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: '#000000',
          noise: { type: 'gaussian', mean: 110 + index * 10, sigma: 16 },
        },
      })
        .jpeg({ quality: 92 })
        .toBuffer(),
    ),
  );
  return Array.from({ length: count }, (_, index) => photos[index % distinct]!);
}

async function upload(base: string, cookie: string, photos: Buffer[]) {
  const form = new FormData();
  photos.forEach((photo, index) =>
    form.append('files', new Blob([photo], { type: 'image/jpeg' }), `photo-${index}.jpg`),
  );
  const response = await fetch(`${base}/api/File/Files`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Array<{ url: string }>;
}

async function medianFetchMs(url: string, count: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let request = 0; request < count; request++) {
    const started = performance.now();
    bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  return { ms: median(times), bytes };
}

async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@demo.test', password: 'demo1234' }),
  });
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

/** One upload of `photos`: wall time and the server's peak RSS above its level just before. */
async function measureUpload(base: string, cookie: string, pid: number, photos: Buffer[]) {
  // Warm-up: the first image the server ever handles starts libvips' threads.
  await upload(base, cookie, [await sharp(photos[0]).resize(200).jpeg().toBuffer()]);
  const before = residentMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 20);
  const started = performance.now();
  const records = await upload(base, cookie, photos);
  const uploadMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, residentMegabytes(pid));
  return { uploadMs, peakRssIncreaseMb: peak - before, records };
}

let photos: Buffer[] | undefined;

export interface MediaFigures {
  photoCount: number;
  photoMegabytes: number;
  uploadMs: number;
  peakRssIncreaseMb: number;
  variant: { ms: number; bytes: number };
  original: { ms: number; bytes: number };
}

/** Runs against a started server (`pid` for its memory) signed in as a publisher (`cookie`). */
export async function measureMedia(
  base: string,
  cookie: string,
  pid: number,
): Promise<MediaFigures> {
  photos ??= await makePhotos(20);
  const { uploadMs, peakRssIncreaseMb, records } = await measureUpload(base, cookie, pid, photos);
  const image = `${base}${records[0]!.url}`;
  await medianFetchMs(`${image}?width=432`, 5);
  await medianFetchMs(image, 5);
  return {
    photoCount: photos.length,
    photoMegabytes: photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1048576,
    uploadMs,
    peakRssIncreaseMb,
    variant: await medianFetchMs(`${image}?width=432`, 50),
    original: await medianFetchMs(image, 50),
  };
}

/**
 * The same upload on a server started with `environment` on `dataDir` (no other server on it):
 * glibc's allocator keeps a heap per thread, and sharp's decoding threads leave them large.
 */
export async function measureUploadMemoryWith(
  dataDir: string,
  port: number,
  environment: Record<string, string>,
): Promise<number> {
  const server = await startServer(dataDir, port, environment);
  try {
    const base = `http://127.0.0.1:${port}`;
    photos ??= await makePhotos(20);
    return (await measureUpload(base, await signIn(base), server.pid, photos)).peakRssIncreaseMb;
  } finally {
    await server.stop();
  }
}

/** The rows run.ts prints. */
export const mediaRows = (
  media: MediaFigures,
  arenaLimitedRssMb: number,
): Array<[string, string, string]> => [
  [
    `upload ${media.photoCount} photos of ${media.photoMegabytes.toFixed(1)} MB, one request`,
    `${media.uploadMs.toFixed(0)} ms`,
    `${(media.uploadMs / media.photoCount).toFixed(0)} ms per photo`,
  ],
  [
    'server peak RSS increase during that upload',
    `${media.peakRssIncreaseMb.toFixed(0)} MB`,
    'target under 200 MB',
  ],
  [
    '  the same, server started with MALLOC_ARENA_MAX=2',
    `${arenaLimitedRssMb.toFixed(0)} MB`,
    'target under 200 MB',
  ],
  [
    'cached 432-wide variant (median of 50)',
    `${media.variant.ms.toFixed(2)} ms (${(media.variant.bytes / 1024).toFixed(0)} KB)`,
    `original ${media.original.ms.toFixed(2)} ms (${(media.original.bytes / 1024).toFixed(0)} KB)`,
  ],
];
