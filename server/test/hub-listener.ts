import WebSocket from 'ws';
import { liveFramesOf } from '@dealer/domain';

/** A hub client of a test: the frames it has heard, and a wait for one. */
export interface Listener {
  frames: Array<Record<string, unknown>>;
  socket: WebSocket;
  next(
    predicate: (frame: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
}

/** Connects to /auctionhub of the server at `baseUrl` with a session cookie. */
export async function listen(baseUrl: string, cookie: string): Promise<Listener> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/auctionhub`, {
    headers: { cookie, origin: baseUrl },
  });
  const frames: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data: Buffer) => {
    frames.push(...(liveFramesOf(data.toString()) as unknown as Array<Record<string, unknown>>));
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    frames,
    socket,
    async next(predicate, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
  };
}
