const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** The items API through HTTP: median and p99 of sequential calls, next to /healthz. */
export async function measureItemsApi(baseUrl: string, cookie: string) {
  const time = async (url: string, headers: Record<string, string>) => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    return {
      ms: performance.now() - started,
      bytes: body.byteLength,
      rows: response.headers.get('content-type')?.includes('json') ? body : null,
    };
  };
  for (let warm = 0; warm < 5; warm++) await time(`${baseUrl}/api/AuctionItems`, { cookie });
  const list: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let run = 0; run < 40; run++) {
    const result = await time(`${baseUrl}/api/AuctionItems`, { cookie });
    list.push(result.ms);
    bytes = result.bytes;
    if (result.rows) rows = (JSON.parse(Buffer.from(result.rows).toString()) as unknown[]).length;
  }
  const health: number[] = [];
  for (let run = 0; run < 40; run++) health.push((await time(`${baseUrl}/healthz`, {})).ms);
  return {
    p50: percentile(list, 0.5),
    p99: percentile(list, 0.99),
    bytes,
    rows,
    healthP50: percentile(health, 0.5),
  };
}
