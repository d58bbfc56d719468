import { createContext, useContext } from 'react';
import type { Session } from './load-session';

export const SessionContext = createContext<Session | null>(null);

/** The loaded session. Only components inside the session gate may call it. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the session gate');
  return session;
}
