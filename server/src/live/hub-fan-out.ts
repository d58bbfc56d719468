import { visibilityKeyOf, type VisibilityViewer } from '@dealer/domain';

/** What the fan-out needs of a WebSocket (ws's own socket has it all). */
export interface FanOutSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  terminate(): void;
}

export interface FanOutListener {
  socket: FanOutSocket;
  viewer: VisibilityViewer;
}

/** One event on its way to the hub's connections: its frame, serialised once, and who may hear it. */
export interface Delivery {
  frame: string;
  isFor(viewer: VisibilityViewer): boolean;
}

export interface FanOutOptions<L> {
  /** The shortest time between two messages to one connection; events in between wait and go together. */
  windowMs: number;
  /** How long one turn of the event loop may send before it lets other work in. */
  sliceMs: number;
  /** A connection with more bytes than this unsent is dropped (a client that stopped reading). */
  slowConsumerLimitBytes: number;
  onDrop(listener: L): void;
}

/** Connections that see exactly the same items: one test of visibility serves them all. */
interface ViewerGroup<L> {
  viewer: VisibilityViewer;
  /** Each connection, with the sequence number of the first event it may hear (none from before it came). */
  listeners: Map<L, number>;
}

/**
 * The hub's delivery of events to its connections (issue 10, reconnect storms). Every bid goes to
 * every screen that may see the item: 100 bids a second to 5,000 screens is 500,000 messages a
 * second, more than two cores can write, and a storm of reconnecting screens would stall the
 * bids' answers behind them. So the first event after a quiet `windowMs` goes out at once (a
 * single bid reaches its screens as fast as ever), and the events that follow within the window
 * wait for its end and go out together: one message per connection per window, a JSON array of
 * the frames in the order they happened (a single frame goes alone, as an object). Visibility is
 * decided once per group of connections that see alike, and each group's message is built once.
 */
export class HubFanOut<L extends FanOutListener> {
  private readonly groups = new Map<string, ViewerGroup<L>>();
  private readonly groupOf = new Map<L, ViewerGroup<L>>();
  private pending: Delivery[] = [];
  /** The sequence number of `pending[0]`. */
  private firstPending = 0;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  /** Cancels the flush that is due, if one is. */
  private cancelFlush: (() => void) | null = null;

  constructor(private readonly options: FanOutOptions<L>) {}

  add(listener: L): void {
    const key = visibilityKeyOf(listener.viewer);
    let group = this.groups.get(key);
    if (!group) {
      group = { viewer: listener.viewer, listeners: new Map() };
      this.groups.set(key, group);
    }
    group.listeners.set(listener, this.firstPending + this.pending.length);
    this.groupOf.set(listener, group);
  }

  delete(listener: L): void {
    const group = this.groupOf.get(listener);
    if (!group) return;
    this.groupOf.delete(listener);
    group.listeners.delete(listener);
    if (group.listeners.size === 0) this.groups.delete(visibilityKeyOf(group.viewer));
  }

  publish(delivery: Delivery): void {
    this.pending.push(delivery);
    this.schedule();
  }

  /** Plans the next run unless one is planned or under way. */
  private schedule(): void {
    if (this.cancelFlush) return;
    const wait = this.lastFlushAt + this.options.windowMs - performance.now();
    if (wait > 0) {
      const timer = setTimeout(() => this.flush(), wait);
      this.cancelFlush = () => clearTimeout(timer);
    } else {
      // On the next turn rather than now: the events one commit publishes travel together.
      const immediate = setImmediate(() => this.flush());
      this.cancelFlush = () => clearImmediate(immediate);
    }
  }

  close(): void {
    this.cancelFlush?.();
    this.cancelFlush = null;
    this.pending = [];
  }

  /**
   * Sends what is pending now, in slices of `sliceMs`: between them the server answers whatever
   * else waits (a bid must not wait behind 5,000 sends). Events that come meanwhile wait for the
   * next run, a window after this one ends: when the sends are more than the cores can write,
   * the hub sends fewer, larger messages, and the money path keeps its share.
   */
  flush(): void {
    const deliveries = this.pending;
    const first = this.firstPending;
    this.pending = [];
    this.firstPending += deliveries.length;
    const sends = this.messagesOf(deliveries, first);
    const slice = () => {
      const sliceEnds = performance.now() + this.options.sliceMs;
      for (let next = sends.next(); !next.done; next = sends.next()) {
        this.send(...next.value);
        if (performance.now() >= sliceEnds) {
          const immediate = setImmediate(slice);
          this.cancelFlush = () => clearImmediate(immediate);
          return;
        }
      }
      this.cancelFlush = null;
      this.lastFlushAt = performance.now();
      if (this.pending.length > 0) this.schedule();
    };
    slice();
  }

  /** Each connection's message: built once per group of alike viewers and starting point. */
  private *messagesOf(deliveries: Delivery[], first: number): Generator<[L, string]> {
    for (const group of [...this.groups.values()]) {
      const visible: number[] = [];
      deliveries.forEach((delivery, index) => {
        if (delivery.isFor(group.viewer)) visible.push(first + index);
      });
      if (visible.length === 0) continue;
      const messages = new Map<number, string>();
      // A connection that came after an event does not hear it; one that came during this run does not hear any of it.
      for (const [listener, from] of group.listeners) {
        const start = visible.findIndex((sequence) => sequence >= from);
        if (start === -1) continue;
        let message = messages.get(start);
        if (message === undefined) {
          const frames = visible
            .slice(start)
            .map((sequence) => deliveries[sequence - first]!.frame);
          message = frames.length === 1 ? frames[0]! : `[${frames.join(',')}]`;
          messages.set(start, message);
        }
        yield [listener, message];
      }
    }
  }

  private send(listener: L, message: string): void {
    const { socket } = listener;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.options.slowConsumerLimitBytes) {
      this.delete(listener);
      socket.terminate();
      this.options.onDrop(listener);
      return;
    }
    socket.send(message);
  }
}
