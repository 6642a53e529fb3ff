/** One event of the signed-in user's live stream (Server-Sent Events: its type and its data text). */
export interface LiveEvent {
  type: string;
  data: string;
}

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();

/**
 * Hears every event of the live stream while subscribed, so a screen can refresh what an event makes stale
 * (the stream itself belongs to the message badge). Returns the unsubscribe.
 */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Passes an event of the stream on to every listener. */
export function emitLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) listener(event);
}
