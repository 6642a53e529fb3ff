import { describe, expect, it } from 'vitest';
import { hasMethod, menuGrants, type TabContext } from './tab-context';

const menu = (menuUrl: string, children: string[] = []) => ({
  id: menuUrl,
  alias: menuUrl,
  code: menuUrl,
  name: menuUrl,
  menuUrl,
  children: children.map((url) => ({
    id: url,
    alias: url,
    code: url,
    name: url,
    menuUrl: url,
    children: [],
  })),
});

describe('hasMethod', () => {
  const rights: TabContext = {
    menus: null,
    allMethod: ['bpm:instance:start', 'uc:user:edit'],
    curUserMethod: ['uc:user:edit'],
  };
  it.each([
    ['granted', 'uc:user:edit', true],
    ['subject to permission, not granted', 'bpm:instance:start', false],
    ['not subject to permission', 'portal:news:read', true],
  ])('%s', (_case, alias, allowed) => {
    expect(hasMethod(rights, alias)).toBe(allowed);
  });
  it('allows everything until the rights are loaded', () => {
    expect(hasMethod({ menus: null, allMethod: null, curUserMethod: null }, 'bpm:instance:start')).toBe(true);
  });
});

describe('menuGrants', () => {
  it.each([
    [null, '/mailList', true],
    [[menu('/work', ['/work/myRequest'])], '/work/myRequest', true],
    [[menu('/work', ['/work/myRequest'])], '/mailList', false],
    [[menu('/mailList')], '/mailList', true],
    [[], '/mailList', false],
  ])('menus %j grant %s: %s', (menus, path, granted) => {
    expect(menuGrants({ menus }, path)).toBe(granted);
  });
});
