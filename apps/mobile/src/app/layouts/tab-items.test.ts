import { describe, expect, it } from 'vitest';
import { activeTab, badgeText, TAB_ITEMS } from './tab-items';

describe('tab bar', () => {
  it('keeps the indexes of the spec', () => {
    expect(TAB_ITEMS.map((t) => [t.index, t.path])).toEqual([
      [0, '/home'],
      [1, '/messageReceiverList'],
      [2, '/work'],
      [5, '/mailList'],
      [3, '/personal'],
    ]);
  });

  it.each([
    [undefined, undefined],
    [0, undefined],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
  ])('an unread count of %s shows %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it.each([
    ['/home', 'home'],
    ['/work/myMatters/0', 'work'],
    ['/personal', 'personal'],
    ['/mailList', 'mailList'],
    ['/messageReceiverList', 'message'],
    ['/workshop', null],
    ['/login', null],
  ])('%s is under tab %s', (pathname, tab) => {
    expect(activeTab(pathname)).toBe(tab);
  });
});
