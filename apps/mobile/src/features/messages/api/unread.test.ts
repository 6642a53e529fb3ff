import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { testUser } from '../../../test/render-app';
import { useSession } from '../../../lib/session';
import { onLiveEvent, type LiveEvent } from '../../../lib/live-events';
import { followUnreadStream, STREAM_PATH, unreadCountQueryOptions } from './unread';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** The stream opens at once: no first screen to wait for. */
const NOW = { settleMs: 0 };

afterEach(() => {
  useSession.getState().clearUser();
  vi.useRealTimers();
});

describe('followUnreadStream', () => {
  it('reads the stream with the bearer token and keeps the unread count from its events', async () => {
    const user = testUser();
    useSession.getState().setUser(user);
    const client = new QueryClient();
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          streamOf([
            'retry: 5000\n\nevent: ready\ndata: {"unread":3}\n\n: heartbeat\n\nevent: innermsg-re',
            'ad\ndata: {"id":"x","unread":2}\n\n',
          ]),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    const stop = followUnreadStream(client, 'u1', fetchImpl as unknown as typeof fetch, NOW);
    await vi.waitFor(() => expect(client.getQueryData(unreadCountQueryOptions('u1').queryKey)).toBe(2));
    stop();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(STREAM_PATH);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${user.token}`);
  });

  it('reconnects with a growing pause after failures, and stops for good when told', async () => {
    vi.useFakeTimers();
    useSession.getState().setUser(testUser());
    const fetchImpl = vi.fn(async () => Promise.reject(new Error('offline')));
    const stop = followUnreadStream(new QueryClient(), 'u1', fetchImpl as unknown as typeof fetch, NOW);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('a refused token ends the stream without retrying', async () => {
    vi.useFakeTimers();
    useSession.getState().setUser(testUser());
    const fetchImpl = vi.fn(async () => new Response(null, { status: 401 }));
    followUnreadStream(new QueryClient(), 'u1', fetchImpl as unknown as typeof fetch, NOW);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('opens only once the first screen has loaded: its calls answered and then quiet for 3 s', async () => {
    vi.useFakeTimers();
    useSession.getState().setUser(testUser());
    const client = new QueryClient();
    let answer: (value: number) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['screen'], queryFn: () => new Promise<number>((r) => (answer = r)) });
    const fetchImpl = vi.fn(async () => new Response(streamOf(['event: ready\ndata: {"unread":1}\n\n'])));
    const stop = followUnreadStream(client, 'u1', fetchImpl as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).not.toHaveBeenCalled();
    answer(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchImpl).not.toHaveBeenCalled();
    // A call starting in the quiet period puts the wait back.
    let second: (value: number) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['more'], queryFn: () => new Promise<number>((r) => (second = r)) });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).not.toHaveBeenCalled();
    second(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stop();
  });

  it('signing out before the stream opened opens none', async () => {
    vi.useFakeTimers();
    useSession.getState().setUser(testUser());
    const fetchImpl = vi.fn(async () => new Response(streamOf([])));
    const stop = followUnreadStream(new QueryClient(), 'u1', fetchImpl as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('the stream opening with another count than the screen has refreshes the lists; with the same, nothing', async () => {
    useSession.getState().setUser(testUser());
    const heard: LiveEvent[] = [];
    const unsubscribe = onLiveEvent((e) => heard.push(e));
    const client = new QueryClient();
    const key = unreadCountQueryOptions('u1').queryKey;
    client.setQueryData(key, 3);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const ready = (unread: number) =>
      vi.fn(async () => new Response(streamOf([`event: ready\ndata: {"unread":${unread}}\n\n`])));
    let stop = followUnreadStream(client, 'u1', ready(3) as unknown as typeof fetch, NOW);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(invalidate).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
    stop = followUnreadStream(client, 'u1', ready(4) as unknown as typeof fetch, NOW);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['innermsg', 'list'] }));
    expect(client.getQueryData(key)).toBe(4);
    expect(heard.map((e) => e.type)).toEqual(['ready']);
    stop();
    unsubscribe();
  });

  it('a new message refreshes the list and the count', async () => {
    useSession.getState().setUser(testUser());
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const fetchImpl = vi.fn(
      async () => new Response(streamOf(['event: innermsg\ndata: {"id":"n1"}\n\n']), { status: 200 }),
    );
    const stop = followUnreadStream(client, 'u1', fetchImpl as unknown as typeof fetch, NOW);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['innermsg'] }));
    stop();
  });

  it('passes every event on to the live-event listeners (workflow lists refresh from them)', async () => {
    useSession.getState().setUser(testUser());
    const heard: LiveEvent[] = [];
    const unsubscribe = onLiveEvent((e) => heard.push(e));
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          streamOf(['event: innermsg\ndata: {"id":"n1","type":"task"}\n\nevent: task\ndata: {}\n\n']),
          {
            status: 200,
          },
        ),
    );
    const stop = followUnreadStream(new QueryClient(), 'u1', fetchImpl as unknown as typeof fetch, NOW);
    await vi.waitFor(() => expect(heard.map((e) => e.type)).toEqual(['innermsg', 'task']));
    expect(heard[0]?.data).toBe('{"id":"n1","type":"task"}');
    stop();
    unsubscribe();
  });
});
