import { afterEach, describe, expect, it, vi } from 'vitest';

// public/early-calls.js runs in the page before the app; here each run evaluates it afresh as the page would.
const SCRIPT = '../../public/early-calls.js';

async function runEarlyCalls(route: string, calls: unknown[]) {
  const script = document.createElement('script');
  script.setAttribute('data-route', route);
  script.setAttribute('data-calls', JSON.stringify(calls));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    vi.resetModules();
    await import(/* @vite-ignore */ SCRIPT);
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

const TASK_CALLS = [{ path: '/runtime/task/v1/taskDetail', params: { taskId: ':taskId' } }];

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__batonEarlyCalls;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('early-calls.js', () => {
  it("starts the route's calls with the signed-in user's token, under their full address", async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem('tenantId', 't1');
    localStorage.setItem('t1__currentUser', JSON.stringify({ token: 'tok' }));
    document.documentElement.lang = 'en-US';
    window.history.replaceState(null, '', '/task/a%20b/0');
    await runEarlyCalls('/task/:taskId/:leaderId', TASK_CALLS);
    const url = '/runtime/task/v1/taskDetail?taskId=a+b';
    expect(fetchMock).toHaveBeenCalledWith(url, {
      headers: { Authorization: 'Bearer tok', 'Accept-Language': 'en-US' },
      credentials: 'same-origin',
    });
    expect(Object.keys(window.__batonEarlyCalls ?? {})).toEqual([url]);
    expect(window.__batonEarlyCalls?.[url]).toMatchObject({ authorization: 'Bearer tok', language: 'en-US' });
  });

  it('starts nothing without a signed-in user or on another route', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/task/x/0');
    await runEarlyCalls('/task/:taskId/:leaderId', TASK_CALLS);
    localStorage.setItem('__currentUser', JSON.stringify({ token: 'tok' }));
    window.history.replaceState(null, '', '/task/x');
    await runEarlyCalls('/task/:taskId/:leaderId', TASK_CALLS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__batonEarlyCalls).toBeUndefined();
    // The same script, signed in and on the route, does start the call.
    window.history.replaceState(null, '', '/task/x/0');
    await runEarlyCalls('/task/:taskId/:leaderId', TASK_CALLS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
