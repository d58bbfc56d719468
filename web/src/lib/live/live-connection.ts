import {
  liveFramesOf,
  liveReconnectDelaysSeconds,
  liveReconnectJitterMs,
  type LiveFrame,
} from '@dealer/domain';

/** Spec 4: 0, 0, 3, 3, 5, 5, 8, 8, 10, 13 seconds, then 13 s for every later attempt. */
export function reconnectDelayMs(attempt: number): number {
  const delays = liveReconnectDelaysSeconds;
  return delays[Math.min(attempt, delays.length - 1)]! * 1000;
}

/** A wait's random part: uniform over [0, liveReconnectJitterMs). */
export const randomJitterMs = () => Math.random() * liveReconnectJitterMs;

export type LiveStatus = 'connecting' | 'open' | 'lost';

export interface LiveHandlers {
  onFrame: (frame: LiveFrame) => void;
  onStatus: (status: LiveStatus) => void;
  /**
   * The first connection opened: what the page fetched before it may have missed a frame sent
   * in between (an item that ended while the page started), so it is caught up.
   */
  onFirstOpen: () => void;
  /** A connection opened again after it was lost: what it missed must be reloaded. */
  onReconnect: () => void;
}

/** The minimum of a WebSocket the connection uses (tests give a fake). */
export interface LiveSocket {
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close: () => void;
}

export const liveHubUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/auctionhub`;

/** A browser WebSocket to the hub, seen through the LiveSocket the connection needs. */
function openWebSocket(): LiveSocket {
  const socket = new WebSocket(liveHubUrl());
  const live: LiveSocket = {
    onopen: null,
    onclose: null,
    onmessage: null,
    close: () => socket.close(),
  };
  socket.onopen = () => live.onopen?.();
  socket.onclose = () => live.onclose?.();
  socket.onmessage = (event) => live.onmessage?.(event);
  return live;
}

/** The hub at /auctionhub (spec 4): one socket, reconnecting by the spec's schedule. */
export class LiveConnection {
  private socket: LiveSocket | null = null;
  private attempt = 0;
  private hasOpened = false;
  private isStopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly handlers: LiveHandlers,
    private readonly openSocket: () => LiveSocket = openWebSocket,
    private readonly jitterMs: () => number = randomJitterMs,
  ) {}

  start(): void {
    this.isStopped = false;
    this.connect();
  }

  stop(): void {
    this.isStopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private connect(): void {
    this.handlers.onStatus(this.hasOpened ? 'lost' : 'connecting');
    const socket = this.openSocket();
    this.socket = socket;
    socket.onopen = () => {
      const isReconnect = this.hasOpened || this.attempt > 0;
      this.attempt = 0;
      this.hasOpened = true;
      this.handlers.onStatus('open');
      if (isReconnect) this.handlers.onReconnect();
      else this.handlers.onFirstOpen();
    };
    socket.onmessage = (event) => {
      // One message may carry several frames that happened close together, in their order.
      for (const frame of liveFramesOf(event.data)) this.handlers.onFrame(frame);
    };
    socket.onclose = () => {
      if (this.isStopped || this.socket !== socket) return;
      this.handlers.onStatus('lost');
      this.timer = setTimeout(
        () => this.connect(),
        reconnectDelayMs(this.attempt) + this.jitterMs(),
      );
      this.attempt += 1;
    };
  }
}
