import { describe, expect, it } from 'vitest';
import { defKeysOf, iconColor, sameFlows, toggleFlow } from './common-flows';

const leave = { defKey: 'leave', name: '请假申请' };
const expense = { defKey: 'expense', name: '费用报销' };
const purchase = { defKey: 'purchase', name: '采购申请' };

describe('editing common flows in a copy', () => {
  it('adds a flow at the end and removes one already in, leaving the saved list alone', () => {
    const saved = [leave, expense];
    const added = toggleFlow(saved, purchase);
    expect(added.map((f) => f.defKey)).toEqual(['leave', 'expense', 'purchase']);
    const removed = toggleFlow(added, leave);
    expect(removed.map((f) => f.defKey)).toEqual(['expense', 'purchase']);
    expect(saved.map((f) => f.defKey)).toEqual(['leave', 'expense']);
  });

  it('sends the keys in order, comma separated, and compares by them', () => {
    expect(defKeysOf([expense, leave])).toBe('expense,leave');
    expect(defKeysOf([])).toBe('');
    expect(sameFlows([leave, expense], [leave, expense])).toBe(true);
    expect(sameFlows([leave, expense], [expense, leave])).toBe(false);
  });

  it.each([
    ['{"color":"#07c160"}', '#07c160'],
    ['{"color":"red;background:url(x)"}', '#1677ff'],
    ['not json', '#1677ff'],
    ['', '#1677ff'],
  ])('icon %s has colour %s', (icon, color) => {
    expect(iconColor(icon)).toBe(color);
  });
});
