import { describe, expect, it } from 'vitest';
import { localValues, sessionValues } from './storage';
import {
  canGoBack,
  loadRouterStack,
  pushRoute,
  recordRoute,
  ROUTER_STACK_LIMIT,
  saveRouterStack,
  startRouterStack,
} from './history-stack';

describe('pushRoute (spec §4 route history)', () => {
  it.each([
    { case: 'first route', stack: [], path: '/home', result: ['/home'] },
    {
      case: 'same as the top does nothing',
      stack: ['/home', '/work'],
      path: '/work',
      result: ['/home', '/work'],
    },
    {
      case: 'the one before the top pops',
      stack: ['/home', '/work', '/inst/1'],
      path: '/work',
      result: ['/home', '/work'],
    },
    { case: 'back to the only other route', stack: ['/home', '/work'], path: '/home', result: ['/home'] },
    {
      case: 'a new route pushes',
      stack: ['/home', '/work'],
      path: '/personal',
      result: ['/home', '/work', '/personal'],
    },
    {
      case: 'a route deeper in the stack pushes',
      stack: ['/a', '/b', '/c'],
      path: '/a',
      result: ['/a', '/b', '/c', '/a'],
    },
    { case: 'query strings count', stack: ['/x?id=1'], path: '/x?id=2', result: ['/x?id=1', '/x?id=2'] },
    {
      case: 'a full stack drops its oldest route',
      stack: Array.from({ length: ROUTER_STACK_LIMIT }, (_, i) => `/p/${i}`),
      path: '/new',
      result: [...Array.from({ length: ROUTER_STACK_LIMIT - 1 }, (_, i) => `/p/${i + 1}`), '/new'],
    },
  ])('$case', ({ stack, path, result }) => {
    const before = [...stack];
    expect(pushRoute(stack, path)).toEqual(result);
    expect(stack).toEqual(before);
  });
});

describe('stored route history', () => {
  it('keeps the stack under the prefixed routerStack key', () => {
    sessionValues.set('tenantId', 't1');
    sessionValues.set('appID', 'a1');
    recordRoute('/home');
    recordRoute('/work');
    expect(JSON.parse(localStorage.getItem('t1_a1_routerStack')!)).toEqual(['/home', '/work']);
    expect(canGoBack()).toBe(true);
    expect(recordRoute('/home')).toEqual(['/home']);
    expect(canGoBack()).toBe(false);
  });

  it('reads an absent or damaged stack as empty', () => {
    expect(loadRouterStack()).toEqual([]);
    localStorage.setItem('__routerStack', '"text"');
    expect(loadRouterStack()).toEqual([]);
    localStorage.setItem('__routerStack', '[1, "/home"]');
    expect(loadRouterStack()).toEqual(['/home']);
  });

  it('saves a stack as given', () => {
    saveRouterStack(['/a', '/b']);
    expect(localValues.get('routerStack')).toEqual(['/a', '/b']);
  });
});

describe('startRouterStack', () => {
  it.each([
    { case: 'a first entry (deep link, new tab)', index: 0, stack: [] },
    { case: 'a tab history without an index', index: undefined, stack: [] },
    { case: 'a reload further along the history', index: 3, stack: ['/home', '/personal'] },
  ])('$case → $stack', ({ index, stack }) => {
    saveRouterStack(['/home', '/personal']);
    startRouterStack(index);
    expect(loadRouterStack()).toEqual(stack);
    expect(canGoBack()).toBe(stack.length > 1);
  });
});
