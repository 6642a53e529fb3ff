import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/http';
import { runtimeConfig } from '../../../lib/config';
import { emitLiveEvent } from '../../../lib/live-events';
import { getToken, isGuest, useSession } from '../../../lib/session';
import { parseSse, reconnectDelay, unreadOf, type SseEvent } from '../model/sse';

// The contracts name these paths; the app takes only types from there, so they are written here once.
export const UNREAD_COUNT_PATH = '/innermsg/messageReceiver/v1/unreadCount';
export const STREAM_PATH = '/innermsg/messageReceiver/v1/stream';

/** The unread count of the caller; a failure shows no badge rather than an error (spec §8). */
export async function getUnreadCount(): Promise<number> {
  try {
    const { value } = await apiGet<number>(UNREAD_COUNT_PATH, undefined, { silent: true });
    return typeof value === 'number' ? value : 0;
  } catch {
    return 0;
  }
}

export function unreadCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['innermsg', 'unread', userId],
    queryFn: getUnreadCount,
    enabled: userId !== '',
  });
}

function signedInUserId(): string {
  const user = useSession.getState().currentUser;
  return user && !isGuest(user) ? user.userId : '';
}

export function useUnreadCount() {
  const userId = useSession((s) => (s.currentUser && !isGuest(s.currentUser) ? s.currentUser.userId : ''));
  return useQuery(unreadCountQueryOptions(userId));
}

function apply(event: SseEvent, client: QueryClient, userId: string): void {
  const unread = unreadOf(event);
  const key = unreadCountQueryOptions(userId).queryKey;
  const before = client.getQueryData(key);
  if (unread !== null) client.setQueryData(key, unread);
  if (event.type === 'ready') {
    // The stream (re)opened after the screen's own calls: a message (a new task among them) that came in between
    // shows as a changed count, and only then are the lists fetched again.
    if (unread === null || unread === before) return;
    void client.invalidateQueries({ queryKey: ['innermsg', 'list'] });
  } else if (event.type === 'innermsg') {
    void client.invalidateQueries({ queryKey: ['innermsg'] });
  } else if (event.type === 'innermsg-read') {
    void client.invalidateQueries({ queryKey: ['innermsg', 'list'] });
  }
  emitLiveEvent(event);
}

/** How long the first screen's calls must have been quiet before the live stream opens. */
export const STREAM_SETTLE_MS = 3000;

/**
 * Resolves once the page has loaded and none of the query client's calls has been in flight for `quietMs`
 * (or at once when `signal` aborts).
 */
export function afterFirstScreen(client: QueryClient, signal: AbortSignal, quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('load', check);
      signal.removeEventListener('abort', done);
      resolve();
    };
    // Only a call starting puts the wait back; other cache events leave a running quiet period alone.
    const check = () => {
      if (document.readyState !== 'complete' || client.isFetching() > 0) {
        clearTimeout(timer);
        timer = undefined;
      } else {
        timer ??= setTimeout(done, quietMs);
      }
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    window.addEventListener('load', check);
    signal.addEventListener('abort', done);
    if (signal.aborted) done();
    else check();
  });
}

/**
 * Follows the live stream of the signed-in user with fetch (so the bearer header is sent) and keeps the unread
 * count current; reconnects with a growing pause, starts afresh for another user and stops on sign-out.
 *
 * The stream opens only once the first screen has loaded (`settleMs` after its last call): the screen's own
 * calls already bring fresh counts, and on HTTP/1.1 a held connection would take one of the six a browser
 * opens per host while the screen's scripts and calls still load. The `ready` event the stream starts with
 * carries the unread count; when it differs from the screen's, the message and workflow lists fetch again, so
 * nothing sent in between is missed.
 */
export function followUnreadStream(
  client: QueryClient,
  userId: string,
  fetchImpl: typeof fetch = fetch,
  { settleMs = STREAM_SETTLE_MS }: { settleMs?: number } = {},
): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const token = getToken();
    if (!token || controller.signal.aborted) return;
    let opened = false;
    try {
      const response = await fetchImpl(`${runtimeConfig().apiBase ?? ''}${STREAM_PATH}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      // A refused token is the session's business (the next call sends the user to the login); stop here.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(String(response.status));
      opened = true;
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const event of parsed.events) apply(event, client, userId);
      }
    } catch {
      // Network loss or a closed stream: try again below.
    }
    if (controller.signal.aborted) return;
    if (!opened) attempt += 1;
    timer = setTimeout(() => void connect(), reconnectDelay(attempt));
  };

  void afterFirstScreen(client, controller.signal, settleMs).then(connect);
  return () => {
    controller.abort();
    if (timer) clearTimeout(timer);
  };
}

/** Keeps the stream open while a user (not a guest) is signed in. */
export function useUnreadStream(): void {
  const client = useQueryClient();
  const userId = useSession((s) => (s.currentUser && !isGuest(s.currentUser) ? s.currentUser.userId : ''));
  useEffect(() => {
    if (!userId || typeof ReadableStream === 'undefined' || typeof TextDecoderStream === 'undefined') return;
    if (userId !== signedInUserId()) return;
    return followUnreadStream(client, userId);
  }, [client, userId]);
}
