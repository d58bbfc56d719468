import { spawn } from 'node:child_process';
import WebSocket from 'ws';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** Opens `count` WebSocket clients, `batch` at a time. */
async function connectClients(
  url: string,
  headers: Record<string, string>,
  count: number,
  batch = 250,
) {
  const sockets: WebSocket[] = [];
  for (let first = 0; first < count; first += batch) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(batch, count - first) }, () => {
        const socket = new WebSocket(url, { headers, perMessageDeflate: false });
        return new Promise<WebSocket>((resolve, reject) =>
          socket.once('open', () => resolve(socket)).once('error', reject),
        );
      }),
    );
    sockets.push(...opened);
  }
  return sockets;
}

/**
 * Each socket's delay from `trigger()` to its first frame that `matches`, and how long the
 * trigger's own answer took (a change's request: its part of every delay).
 */
async function deliveryTimes(
  sockets: WebSocket[],
  trigger: () => Promise<unknown>,
  matches: (text: string) => boolean,
) {
  const arrivals: number[] = [];
  let started = 0;
  const done = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      const onMessage = (data: Buffer) => {
        if (!matches(data.toString())) return;
        socket.off('message', onMessage);
        arrivals.push(performance.now() - started);
        if (arrivals.length === sockets.length) resolve();
      };
      socket.on('message', onMessage);
    }
  });
  started = performance.now();
  await trigger();
  const answeredMs = performance.now() - started;
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  return { arrivals, answeredMs };
}

/** One change on the live hub (a frame holding `marker`), received by `count` clients, p50/p99 over `rounds` changes. */
export async function measureHub(
  baseUrl: string,
  buyerCookie: string,
  change: () => Promise<unknown>,
  count: number,
  rounds = 5,
  marker = '"Updated"',
) {
  const sockets = await connectClients(
    `${baseUrl.replace('http', 'ws')}/auctionhub`,
    { cookie: buyerCookie, origin: baseUrl },
    count,
  );
  const times: number[] = [];
  const answers: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const { arrivals, answeredMs } = await deliveryTimes(sockets, change, (text) =>
      text.includes(marker),
    );
    times.push(...arrivals);
    answers.push(answeredMs);
  }
  return {
    sockets,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    received: times.length / rounds,
    /** The median time until the change's own request was answered. */
    changeAnsweredMs: percentile(answers, 0.5),
  };
}

/** The same delivery from a bare `ws` server in its own process (the baseline of the same run). */
export async function measureRawBroadcast(count: number, rounds = 5) {
  const port = 19_000 + Math.floor(Math.random() * 500);
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const http=require('http');const {WebSocketServer}=require('ws');const s=http.createServer((q,r)=>{const f=JSON.stringify({type:'Updated',itemId:1,state:{priceNow:1200,bidCount:3}});for(const c of w.clients)c.send(f);r.end('ok')});const w=new WebSocketServer({server:s,perMessageDeflate:false});s.listen(${port},'127.0.0.1',()=>console.log('up'))`,
    ],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const sockets = await connectClients(`ws://127.0.0.1:${port}`, {}, count);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const { arrivals } = await deliveryTimes(
      sockets,
      () => fetch(`http://127.0.0.1:${port}/`, { method: 'POST' }),
      () => true,
    );
    times.push(...arrivals);
  }
  for (const socket of sockets) socket.terminate();
  server.kill();
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}
