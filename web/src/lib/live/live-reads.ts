import type { LiveFrame } from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The hub's frames heard while reads of live data were in flight. An answer the server read
 * before a change can reach the page after that change's frame, which then had nothing to patch
 * (the query had no data yet) or patched data the answer replaces: an item page opened as its
 * item ended stayed on the ending's eve, "waiting for the seller", until it was reloaded (CI's
 * delivery settings journey, under load). So a read replays over its answer the frames heard
 * since it started. A frame the answer holds already does no harm: frames carry whole public
 * states (one with fewer bids than the answer is older, and kept out: withPublicState) and come
 * in the order of their changes, so the last one replayed is the newest heard, and a change
 * newer than that still has its frame to come.
 */
class FramesHeard {
  /** Frames heard since the oldest read in flight started; none kept while nothing reads. */
  private frames: LiveFrame[] = [];
  /** How many frames were heard before `frames[0]`. */
  private dropped = 0;
  /** Where each read in flight started, as the count of frames heard before it. */
  private readonly reads: number[] = [];

  hear(frame: LiveFrame): void {
    if (this.reads.length === 0) this.dropped += 1;
    else this.frames.push(frame);
  }

  begin(): number {
    const start = this.dropped + this.frames.length;
    this.reads.push(start);
    return start;
  }

  since(start: number): LiveFrame[] {
    return this.frames.slice(start - this.dropped);
  }

  end(start: number): void {
    this.reads.splice(this.reads.indexOf(start), 1);
    const oldest =
      this.reads.length === 0 ? this.dropped + this.frames.length : Math.min(...this.reads);
    this.frames = this.frames.slice(oldest - this.dropped);
    this.dropped = oldest;
  }
}

const heardBy = new WeakMap<QueryClient, FramesHeard>();
const framesHeardBy = (queryClient: QueryClient) => {
  let heard = heardBy.get(queryClient);
  if (!heard) heardBy.set(queryClient, (heard = new FramesHeard()));
  return heard;
};

/** Every frame of the session's live connection, heard before it patches the caches. */
export function hearFrame(queryClient: QueryClient, frame: LiveFrame): void {
  framesHeardBy(queryClient).hear(frame);
}

/** Reads live data, and replays over the answer the frames heard while it was in flight. */
export async function readLive<T>(
  queryClient: QueryClient,
  read: () => Promise<T>,
  replay: (data: T, frame: LiveFrame) => T,
): Promise<T> {
  const heard = framesHeardBy(queryClient);
  const start = heard.begin();
  try {
    const answer = await read();
    return heard.since(start).reduce(replay, answer);
  } finally {
    heard.end(start);
  }
}
