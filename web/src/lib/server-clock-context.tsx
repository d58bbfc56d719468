import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ServerClock } from './server-clock';

const ServerClockContext = createContext<ServerClock | null>(null);

/** Runs the server clock for the signed-in app. */
export function ServerClockProvider({
  children,
  clock: givenClock,
}: {
  children: ReactNode;
  clock?: ServerClock;
}) {
  const [clock] = useState(() => givenClock ?? new ServerClock());
  useEffect(() => clock.start(), [clock]);
  return <ServerClockContext.Provider value={clock}>{children}</ServerClockContext.Provider>;
}

/** The clock itself, for reading the time in handlers without re-rendering. */
export function useServerClock(): ServerClock {
  const clock = useContext(ServerClockContext);
  if (!clock) throw new Error('useServerClock is used outside the ServerClockProvider');
  return clock;
}

/** Server time in epoch ms; the calling component re-renders once a second, no other does. */
export function useServerNow(): number {
  const clock = useServerClock();
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot);
}

/**
 * Re-renders the calling component when a sync has moved the server clock's offset, and at no
 * other time. For a component that decides by the server's time as it renders (an item running
 * or not) without showing a time that ticks: the page may first render before the first sync.
 */
export function useServerClockSynced(): void {
  const clock = useServerClock();
  useSyncExternalStore(clock.subscribeOffset, clock.getRenderedOffset);
}
