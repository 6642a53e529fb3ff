/**
 * Calls a page's HTML started before the app's scripts ran (public/early-calls.js, named by the pages
 * prerender.mjs writes), kept under their full address.
 */
interface EarlyCall {
  authorization: string;
  language: string;
  /** Date.now() when the page started it. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __batonEarlyCalls?: Record<string, EarlyCall>;
  }
}

/** An early answer older than this is not given out: the screen it was for has long made its own calls. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

/**
 * The answer of an early GET to `url`, taken once; none when no such call was started, when it went out with
 * other headers than the app's (the session was refreshed meanwhile, or the app speaks another language) or when
 * it is older than EARLY_CALL_MAX_AGE_MS. Only a success is given: the caller makes the call itself after a
 * failure, so that failure is handled as the app handles any. Waiting for it ends when `signal` aborts.
 */
export async function takeEarlyCall(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Response | null> {
  const calls = typeof window === 'undefined' ? undefined : window.__batonEarlyCalls;
  const call = calls?.[url];
  if (!calls || !call) return null;
  delete calls[url];
  if (
    call.authorization !== headers.Authorization ||
    call.language !== headers['Accept-Language'] ||
    Date.now() - call.at > EARLY_CALL_MAX_AGE_MS
  ) {
    return null;
  }
  try {
    const response = await new Promise<Response>((resolve, reject) => {
      if (signal.aborted) reject(new Error('aborted'));
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      call.response.then(resolve, reject);
    });
    return response.ok ? response : null;
  } catch {
    return null;
  }
}
