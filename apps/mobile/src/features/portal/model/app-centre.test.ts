import { describe, expect, it } from 'vitest';
import { groupApps, uncategorised } from './app-centre';

const apps = [
  { id: 'a1', typeId: 'office' },
  { id: 'a2', typeId: 'hr' },
  { id: 'a3', typeId: 'finance' },
  { id: 'a4', typeId: 'hr' },
  { id: 'a5', typeId: null },
  { id: 'a6', typeId: 'gone' },
];

describe('groupApps', () => {
  it('the tab’s own apps first, then sub-categories in their order, empty ones left out', () => {
    const groups = groupApps(
      { id: 'office', name: '办公' },
      [
        { id: 'finance', name: '财务', sn: 2 },
        { id: 'hr', name: '人事', sn: 1 },
        { id: 'empty', name: '空', sn: 0 },
      ],
      apps,
    );
    expect(groups.map((g) => [g.name, g.apps.map((a) => a.id)])).toEqual([
      ['办公', ['a1']],
      ['人事', ['a2', 'a4']],
      ['财务', ['a3']],
    ]);
  });
});

describe('uncategorised', () => {
  it('apps without a known category', () => {
    expect(uncategorised(new Set(['office', 'hr', 'finance']), apps).map((a) => a.id)).toEqual(['a5', 'a6']);
  });
});
