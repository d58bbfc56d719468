// One process of a reconnect storm's screens (measure-storm.ts): opens a hub connection for each
// cookie it is given, each after a random wait under `spreadMs` (0: all at once), reports when
// every one has had its first frame, and closes them when told.
// The screens run apart from the bid loop whose latency is measured, as real screens do: in one
// process, their own frames (every bid reaches every list) would delay the bids' answers too.
import WebSocket from 'ws';

interface OpenMessage {
  type: 'open';
  url: string;
  origin: string;
  cookies: string[];
  spreadMs: number;
}

const sockets: WebSocket[] = [];
process.on('message', (message: OpenMessage | { type: 'close' }) => {
  if (message.type === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
  if (message.type !== 'open') return;
  let failed = 0;
  let pending = message.cookies.length;
  const settle = () => {
    pending -= 1;
    if (pending === 0) process.send!({ type: 'connected', failed });
  };
  const open = (cookie: string) => {
    const socket = new WebSocket(message.url, {
      headers: { cookie, origin: message.origin },
      perMessageDeflate: false,
    });
    sockets.push(socket);
    socket.once('message', settle);
    socket.once('error', () => {
      failed += 1;
      settle();
    });
  };
  for (const cookie of message.cookies) {
    if (message.spreadMs > 0) setTimeout(() => open(cookie), Math.random() * message.spreadMs);
    else open(cookie);
  }
  if (pending === 0) process.send!({ type: 'connected', failed });
});
process.send!({ type: 'ready' });
