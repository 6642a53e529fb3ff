import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, navigateTo, registerNavigator } from './navigation';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('navigation', () => {
  it('goes through the registered router', () => {
    const fn = vi.fn();
    const unregister = registerNavigator(fn);
    navigateTo('/home', { replace: true });
    navigateTo('/personal');
    expect(fn.mock.calls).toEqual([
      ['/home', { replace: true }],
      ['/personal', {}],
    ]);
    unregister();
  });

  it('unregistering an older router keeps the newer one', () => {
    const older = vi.fn();
    const newer = vi.fn();
    const unregisterOlder = registerNavigator(older);
    const unregisterNewer = registerNavigator(newer);
    unregisterOlder();
    navigateTo('/x');
    expect(newer).toHaveBeenCalledOnce();
    expect(older).not.toHaveBeenCalled();
    unregisterNewer();
  });

  it.each([
    { replace: true, method: 'replace' as const },
    { replace: false, method: 'assign' as const },
  ])('without a router loads the page (replace: $replace → location.$method)', ({ replace, method }) => {
    const original = window.location;
    const spy = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, [method]: spy } });
    try {
      navigateTo('/login?redirect=%2Fhome', { replace });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
    expect(spy).toHaveBeenCalledWith('/login?redirect=%2Fhome');
  });

  it('currentLocation is the path and query', () => {
    window.history.replaceState(null, '', '/work/myMatters/1?keyword=请假');
    expect(currentLocation()).toBe(`/work/myMatters/1?keyword=${encodeURIComponent('请假')}`);
  });
});
