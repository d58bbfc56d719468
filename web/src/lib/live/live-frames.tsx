import type { LiveFrame } from '@dealer/domain';
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react';

type LiveFrameListener = (frame: LiveFrame) => void;

/** Hands the live connection's frames to whoever listens (a notice, an open bid history). */
export class LiveFrameBus {
  private readonly listeners = new Set<LiveFrameListener>();

  subscribe(listener: LiveFrameListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  publish(frame: LiveFrame): void {
    for (const listener of this.listeners) listener(frame);
  }
}

const LiveFrameBusContext = createContext<LiveFrameBus | null>(null);

/** One bus for the signed-in app: the live connection publishes, components listen. */
export function LiveFramesProvider({
  children,
  bus: givenBus,
}: {
  children: ReactNode;
  /** Tests publish on a bus of their own. */
  bus?: LiveFrameBus;
}) {
  const [bus] = useState(() => givenBus ?? new LiveFrameBus());
  return <LiveFrameBusContext.Provider value={bus}>{children}</LiveFrameBusContext.Provider>;
}

/** The bus, for the live connection that publishes on it (null outside the provider). */
export function useLiveFrameBus(): LiveFrameBus | null {
  return useContext(LiveFrameBusContext);
}

/** Calls `onFrame` with every live frame while `isListening`; the latest `onFrame` is used. */
export function useLiveFrames(onFrame: LiveFrameListener, isListening = true): void {
  const bus = useContext(LiveFrameBusContext);
  const handleFrame = useEffectEvent(onFrame);
  useEffect(() => {
    if (!bus || !isListening) return;
    return bus.subscribe((frame) => handleFrame(frame));
  }, [bus, isListening]);
}
