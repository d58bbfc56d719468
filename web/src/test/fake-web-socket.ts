import type { LiveFrame } from '@dealer/domain';
import type { LiveSocket } from '../lib/live/live-connection';

/** A WebSocket that tests open, close and feed by hand; every instance is kept. */
export class FakeWebSocket implements LiveSocket {
  static instances: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  isClosed = false;

  constructor(readonly url = '') {
    FakeWebSocket.instances.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  open(): void {
    this.onopen?.();
  }

  send(frame: LiveFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The server or the network ends the connection. */
  drop(): void {
    this.isClosed = true;
    this.onclose?.();
  }

  close(): void {
    this.isClosed = true;
  }
}
