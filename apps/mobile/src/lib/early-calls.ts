/**
 * Calls a page's HTML started before the app's scripts ran (public/early-calls.js, named by the pages
 * prerender.mjs writes), kept under their full address.
 */
interface EarlyCall {
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __batonEarlyCalls?: Record<string, EarlyCall>;
  }
}

/**
 * The answer of an early GET to `url`, taken once; none when no such call was started or when it went out with
 * another token than `authorization` (the session was refreshed meanwhile). Only a success is given: the caller
 * makes the call itself after a failure, so that failure is handled as the app handles any.
 */
export async function takeEarlyCall(
  url: string,
  authorization: string | undefined,
): Promise<Response | null> {
  const calls = typeof window === 'undefined' ? undefined : window.__batonEarlyCalls;
  const call = calls?.[url];
  if (!calls || !call) return null;
  delete calls[url];
  if (call.authorization !== authorization) return null;
  try {
    const response = await call.response;
    return response.ok ? response : null;
  } catch {
    return null;
  }
}
