import { settingsApi } from '@dealer/domain';
import { callApi } from './api-client';

/** Spec 9: the server timestamp is refreshed every 60 s; the local clock ticks every second. */
export const clockRefreshMs = 60_000;
export const clockTickMs = 1_000;
/**
 * An offset that moved less than this since the one rendered is not worth rendering again for:
 * the refresh every 60 s finds a few milliseconds of difference each time.
 */
export const offsetChangeMs = 250;

/**
 * The server's clock minus ours. The server read its clock somewhere during the round trip;
 * the middle of it is the best guess, which halves the error a slow answer would cause.
 */
export function computeClockOffset(serverTime: string, sentAt: number, receivedAt: number) {
  const serverMs = Date.parse(serverTime);
  if (Number.isNaN(serverMs)) return null;
  return serverMs - (sentAt + receivedAt) / 2;
}

export const fetchServerTimestamp = () =>
  callApi(settingsApi.timestamp, {}).then(({ timestamp }) => timestamp);

/**
 * The only clock the app trusts (ARCHITECTURE 3): local time corrected by the server's offset.
 * Subscribers get a tick each second while at least one is listening.
 */
export class ServerClock {
  private offsetMs = 0;
  /** The offset as rendered (`getRenderedOffset`): it moves only by `offsetChangeMs` or more. */
  private renderedOffsetMs = 0;
  private tickNow: number;
  private readonly listeners = new Set<() => void>();
  private readonly offsetListeners = new Set<() => void>();
  private ticker: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly fetchTimestamp: () => Promise<string> = fetchServerTimestamp,
    private readonly localNow: () => number = () => Date.now(),
  ) {
    this.tickNow = localNow();
  }

  /** Server time now, in epoch milliseconds. */
  now(): number {
    return this.localNow() + this.offsetMs;
  }

  getOffset(): number {
    return this.offsetMs;
  }

  /** Fetches the server time once; a failure keeps the last known offset. */
  async sync(): Promise<void> {
    const sentAt = this.localNow();
    const timestamp = await this.fetchTimestamp().catch(() => null);
    if (timestamp === null) return;
    const offset = computeClockOffset(timestamp, sentAt, this.localNow());
    if (offset === null) return;
    this.offsetMs = offset;
    if (Math.abs(offset - this.renderedOffsetMs) >= offsetChangeMs) {
      this.renderedOffsetMs = offset;
      for (const listener of this.offsetListeners) listener();
    }
    this.tick();
  }

  /** Keeps the offset fresh: now, every 60 s and whenever the tab becomes visible again. */
  start(): () => void {
    const syncInBackground = () => void this.sync();
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') syncInBackground();
    };
    syncInBackground();
    const refresher = setInterval(syncInBackground, clockRefreshMs);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      clearInterval(refresher);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }

  /**
   * For useSyncExternalStore: ticks run only while something listens. The first listener keeps
   * the time its component rendered (`getSnapshot` took it afresh), and the first tick comes a
   * tick after that time, so a shown time is never more than a tick old. A time taken afresh
   * here instead would differ from the rendered one, and React would render every reader of the
   * clock again at once, synchronously, as the page's effects run (issue 10: 22 ms of the item
   * page's start at four times slower CPU, docs/decisions.md).
   */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.ticker) {
      const sinceTick = Math.abs(this.now() - this.getSnapshot());
      this.ticker = setTimeout(() => {
        this.tick();
        this.ticker = setInterval(() => this.tick(), clockTickMs);
      }, clockTickMs - sinceTick);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.ticker) {
        // One pool of timer ids: this clears the first tick's timeout and the interval alike.
        clearInterval(this.ticker);
        this.ticker = undefined;
      }
    };
  };

  /**
   * For useSyncExternalStore: told when a sync moved the offset (the first sync above all, which
   * may land after a page first rendered with the local clock alone).
   */
  subscribeOffset = (listener: () => void): (() => void) => {
    this.offsetListeners.add(listener);
    return () => this.offsetListeners.delete(listener);
  };

  /** The offset as last told to `subscribeOffset`'s listeners; stable in between. */
  getRenderedOffset = (): number => this.renderedOffsetMs;

  /**
   * The server time of the latest tick; stable between ticks, as React requires. While no tick
   * runs, a time a tick old or older is taken afresh: the time now, to the tick, for a first render.
   */
  getSnapshot = (): number => {
    if (!this.ticker && Math.abs(this.now() - this.tickNow) >= clockTickMs)
      this.tickNow = this.now();
    return this.tickNow;
  };

  private tick(): void {
    this.tickNow = this.now();
    for (const listener of this.listeners) listener();
  }
}
