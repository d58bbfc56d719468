import type { VisibilityViewer } from '@dealer/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubFanOut, type Delivery, type FanOutSocket } from './hub-fan-out.js';

class FakeSocket implements FanOutSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  isTerminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  terminate() {
    this.isTerminated = true;
    this.readyState = 3;
  }
}

const viewer = (organisationId: number, isProViewer = false): VisibilityViewer => ({
  organisationId,
  businessIdentityCode: `${organisationId}-0`,
  flags: { isRegularViewer: true, isProViewer },
});
const listener = (of: VisibilityViewer) => ({ socket: new FakeSocket(), viewer: of });

/** A frame seen by every viewer, or only by `only`'s organisation; counts its visibility tests. */
function delivery(id: number, only?: number): Delivery & { tests: number } {
  const result = {
    frame: JSON.stringify({ type: 'Updated', itemId: id }),
    tests: 0,
    isFor: (of: VisibilityViewer) => {
      result.tests += 1;
      return only === undefined || of.organisationId === only;
    },
  };
  return result;
}

describe('the hub fan-out', () => {
  const dropped: unknown[] = [];
  let fanOut: HubFanOut<ReturnType<typeof listener>>;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'],
    });
    dropped.length = 0;
    fanOut = new HubFanOut({
      windowMs: 100,
      sliceMs: 5,
      slowConsumerLimitBytes: 1000,
      onDrop: (dropped_) => dropped.push(dropped_),
    });
  });
  afterEach(() => {
    fanOut.close();
    vi.useRealTimers();
  });

  it('sends the first event after a quiet window at once, alone, as an object', () => {
    const one = listener(viewer(1));
    fanOut.add(one);
    fanOut.publish(delivery(7));
    vi.advanceTimersByTime(0);
    expect(one.socket.sent).toEqual(['{"type":"Updated","itemId":7}']);
  });

  it('holds the events of the next window and sends them together, in order, at its end', () => {
    const one = listener(viewer(1));
    fanOut.add(one);
    fanOut.publish(delivery(1));
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(10);
    fanOut.publish(delivery(2));
    vi.advanceTimersByTime(30);
    fanOut.publish(delivery(3));
    vi.advanceTimersByTime(50);
    expect(one.socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(10);
    expect(one.socket.sent).toHaveLength(2);
    expect(JSON.parse(one.socket.sent[1]!)).toEqual([
      { type: 'Updated', itemId: 2 },
      { type: 'Updated', itemId: 3 },
    ]);
  });

  it('sends each connection only what it may hear, testing once per group of alike viewers', () => {
    const first = listener(viewer(1));
    const sameOrganisation = listener(viewer(1));
    const other = listener(viewer(2));
    for (const each of [first, sameOrganisation, other]) fanOut.add(each);
    const ownOnly = delivery(8, 1);
    fanOut.publish(delivery(7));
    fanOut.publish(ownOnly);
    vi.advanceTimersByTime(0);
    expect(first.socket.sent).toEqual(sameOrganisation.socket.sent);
    expect(JSON.parse(first.socket.sent[0]!)).toHaveLength(2);
    expect(other.socket.sent).toEqual(['{"type":"Updated","itemId":7}']);
    expect(ownOnly.tests).toBe(2);
  });

  it('tells a connection nothing from before it came, even within a window', () => {
    const early = listener(viewer(1));
    fanOut.add(early);
    fanOut.publish(delivery(1));
    const late = listener(viewer(1));
    fanOut.add(late);
    fanOut.publish(delivery(2));
    vi.advanceTimersByTime(0);
    expect(JSON.parse(early.socket.sent[0]!)).toHaveLength(2);
    expect(late.socket.sent).toEqual(['{"type":"Updated","itemId":2}']);
  });

  it('stops sending to a connection once it is gone or closed', () => {
    const gone = listener(viewer(1));
    const closing = listener(viewer(1));
    fanOut.add(gone);
    fanOut.add(closing);
    fanOut.delete(gone);
    closing.socket.readyState = 2;
    fanOut.publish(delivery(1));
    vi.advanceTimersByTime(0);
    expect(gone.socket.sent).toEqual([]);
    expect(closing.socket.sent).toEqual([]);
  });

  it('drops a connection with too much unsent, and goes on with the others', () => {
    const stuck = listener(viewer(1));
    const reading = listener(viewer(1));
    fanOut.add(stuck);
    fanOut.add(reading);
    stuck.socket.bufferedAmount = 1001;
    fanOut.publish(delivery(1));
    vi.advanceTimersByTime(0);
    expect(stuck.socket.isTerminated).toBe(true);
    expect(dropped).toEqual([stuck]);
    expect(reading.socket.sent).toHaveLength(1);
    fanOut.publish(delivery(2));
    vi.advanceTimersByTime(100);
    expect(stuck.socket.sent).toEqual([]);
    expect(reading.socket.sent).toHaveLength(2);
  });

  it('sends in slices, and holds what comes meanwhile for a window after the run', () => {
    fanOut.close();
    fanOut = new HubFanOut({
      windowMs: 100,
      sliceMs: 0,
      onDrop: () => {},
      slowConsumerLimitBytes: 1000,
    });
    const listeners = [listener(viewer(1)), listener(viewer(2)), listener(viewer(3))];
    for (const each of listeners) fanOut.add(each);
    fanOut.publish(delivery(1));
    vi.advanceTimersByTime(0);
    // One send per slice here: a slice is 0 ms. (The fake timers run each later turn a millisecond on.)
    expect(listeners.map((each) => each.socket.sent.length)).toEqual([1, 0, 0]);
    fanOut.publish(delivery(2));
    vi.advanceTimersByTime(1);
    expect(listeners.map((each) => each.socket.sent.length)).toEqual([1, 1, 0]);
    vi.advanceTimersByTime(1);
    expect(listeners.map((each) => each.socket.sent.length)).toEqual([1, 1, 1]);
    // The run ends in the next turn, at 3 ms, finding nothing left: what came during it goes a window later.
    vi.advanceTimersByTime(100);
    expect(listeners.map((each) => each.socket.sent.length)).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(1);
    expect(listeners.map((each) => each.socket.sent.length)).toEqual([2, 1, 1]);
    vi.advanceTimersByTime(2);
    expect(listeners.map((each) => each.socket.sent)).toEqual(
      Array(3).fill(['{"type":"Updated","itemId":1}', '{"type":"Updated","itemId":2}']),
    );
  });

  it('sends nothing after it is closed', () => {
    const one = listener(viewer(1));
    fanOut.add(one);
    fanOut.publish(delivery(1));
    fanOut.close();
    vi.advanceTimersByTime(1000);
    expect(one.socket.sent).toEqual([]);
  });
});
