/**
 * A session has ended (signed out): every instance closes the hub connections opened with it.
 * The id is the session's stored hash, never the cookie's token.
 */
export interface SessionEndedBusEvent {
  kind: 'sessionEnded';
  sessionId: string;
}

export const sessionEndedEvent = (sessionId: string): SessionEndedBusEvent => ({
  kind: 'sessionEnded',
  sessionId,
});

export const isSessionEnded = (message: unknown): message is SessionEndedBusEvent =>
  typeof message === 'object' &&
  message !== null &&
  (message as SessionEndedBusEvent).kind === 'sessionEnded' &&
  typeof (message as SessionEndedBusEvent).sessionId === 'string';
