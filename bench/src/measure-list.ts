import http from 'node:http';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** One GET through node:http, counting the bytes on the wire (no decompression). */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{
    ms: number;
    status: number;
    wireBytes: number;
    etag: string | null;
    version: string | null;
    encoding: string;
  }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        let wireBytes = 0;
        response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            wireBytes,
            etag: response.headers.etag ?? null,
            version: (response.headers['x-list-version'] as string | undefined) ?? null,
            encoding: response.headers['content-encoding'] ?? 'identity',
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The list's whole read (the first call after a start, and the next call after each minute):
 * the call's time, and the longest a /healthz call, sent every 5 ms meanwhile, waited. A request
 * on the same instance (a bid) waits as long as the longest of those.
 */
export async function measureWholeListRead(baseUrl: string, cookie: string) {
  let isReading = true;
  let longestHealthMs = 0;
  const pinger = (async () => {
    while (isReading) {
      longestHealthMs = Math.max(longestHealthMs, (await getRaw(`${baseUrl}/healthz`, {})).ms);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const read = await getRaw(`${baseUrl}/api/AuctionItems`, {
    cookie,
    'accept-encoding': 'gzip, deflate, br',
  });
  isReading = false;
  await pinger;
  return { ms: read.ms, longestHealthMs };
}

/**
 * The items API through HTTP: median and p99 of sequential calls as a browser makes them
 * (Brotli), next to the same list uncompressed and /healthz; the bytes on the wire of each, and
 * of a revalidation (If-None-Match) of an unchanged list.
 */
export async function measureItemsApi(baseUrl: string, cookie: string) {
  const url = `${baseUrl}/api/AuctionItems`;
  const brotli = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  const plain = { cookie, 'accept-encoding': 'identity' };
  for (let warm = 0; warm < 5; warm++) await getRaw(url, brotli);
  const compressed: number[] = [];
  const uncompressed: number[] = [];
  const wire = { br: 0, gzip: 0, plain: 0, revalidation: 0 };
  let etag: string | null = null;
  for (let run = 0; run < 40; run++) {
    const br = await getRaw(url, brotli);
    compressed.push(br.ms);
    etag = br.etag;
    uncompressed.push((await getRaw(url, plain)).ms);
  }
  wire.br = (await getRaw(url, brotli)).wireBytes;
  wire.gzip = (await getRaw(url, { cookie, 'accept-encoding': 'gzip' })).wireBytes;
  wire.plain = (await getRaw(url, plain)).wireBytes;
  const revalidated = await getRaw(url, { ...brotli, 'if-none-match': etag ?? '' });
  wire.revalidation = revalidated.status === 304 ? revalidated.wireBytes : -1;
  const text = await (await fetch(url, { headers: { cookie } })).text();
  const health: number[] = [];
  for (let run = 0; run < 40; run++) health.push((await getRaw(`${baseUrl}/healthz`, {})).ms);
  return {
    p50: percentile(compressed, 0.5),
    p99: percentile(compressed, 0.99),
    plainP50: percentile(uncompressed, 0.5),
    plainP99: percentile(uncompressed, 0.99),
    wire,
    rows: (JSON.parse(text) as unknown[]).length,
    healthP50: percentile(health, 0.5),
  };
}

/**
 * Issue 10: the list's reload after a reconnect when `changed` items changed meanwhile (a bid
 * each, by another buyer): the bytes on the wire and the time of the changes since the
 * client's version, in Brotli as a browser asks.
 */
export async function measureReconnectReload(
  baseUrl: string,
  buyerCookie: string,
  bid: (row: {
    id: number;
    priceNow: number | null;
    startPrice: number | null;
    minimumRaise: number | null;
  }) => Promise<Response>,
  changed: number,
) {
  const headers = { cookie: buyerCookie, 'accept-encoding': 'gzip, deflate, br' };
  const list = await getRaw(`${baseUrl}/api/AuctionItems`, headers);
  const rows = (await (await fetch(`${baseUrl}/api/AuctionItems`, { headers })).json()) as Array<{
    id: number;
    isEnded: boolean;
    priceNow: number | null;
    startPrice: number | null;
    minimumRaise: number | null;
  }>;
  let accepted = 0;
  let refusal = '';
  for (const row of rows.filter((candidate) => !candidate.isEnded).slice(0, changed)) {
    const response = await bid(row);
    if (response.ok) accepted++;
    else refusal ||= `${response.status} ${await response.text()}`;
  }
  if (accepted < changed)
    console.warn(`reconnect reload: ${changed - accepted} bids refused, first: ${refusal}`);
  const url = `${baseUrl}/api/AuctionItems/changes?since=${encodeURIComponent(list.version ?? '')}`;
  const delta = await getRaw(url, headers);
  const body = (await (await fetch(url, { headers })).json()) as {
    isDelta: boolean;
    rows: unknown[];
  };
  return {
    accepted,
    wireBytes: delta.wireBytes,
    ms: delta.ms,
    isDelta: body.isDelta,
    rows: body.rows.length,
  };
}

/**
 * The items API when the list changed before each call (a bid by another buyer), as during a
 * busy auction: the kept answer is patched (the changed row's run written again), tagged and
 * compressed again each time (gzip from the runs' kept pieces). Median and p99 of `runs` calls
 * as a browser asks (Brotli or gzip), the median size and the encodings the answers came in.
 */
export async function measureChangedList(
  baseUrl: string,
  buyerCookie: string,
  change: (run: number) => Promise<Response>,
  runs = 100,
) {
  const headers = { cookie: buyerCookie, 'accept-encoding': 'gzip, deflate, br' };
  const times: number[] = [];
  const sizes: number[] = [];
  const encodings = new Set<string>();
  let refused = 0;
  for (let run = 0; run < runs; run++) {
    if (!(await change(run)).ok) refused++;
    const answer = await getRaw(`${baseUrl}/api/AuctionItems`, headers);
    times.push(answer.ms);
    sizes.push(answer.wireBytes);
    encodings.add(answer.encoding);
  }
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    refused,
    wireBytes: percentile(sizes, 0.5),
    encodings: [...encodings].join(', '),
  };
}
