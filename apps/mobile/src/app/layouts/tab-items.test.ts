import { describe, expect, it } from 'vitest';
import { activeTab, TAB_ITEMS } from './tab-items';

describe('tab bar', () => {
  it('keeps the indexes of the spec', () => {
    expect(TAB_ITEMS.map((t) => [t.index, t.path])).toEqual([
      [0, '/home'],
      [1, '/messageReceiverList'],
      [2, '/work'],
      [3, '/personal'],
      [5, '/mailList'],
    ]);
  });

  it.each([
    ['/home', 'home'],
    ['/work/myMatters/0', 'work'],
    ['/personal', 'personal'],
    ['/workshop', null],
    ['/login', null],
  ])('%s is under tab %s', (pathname, tab) => {
    expect(activeTab(pathname)).toBe(tab);
  });
});
