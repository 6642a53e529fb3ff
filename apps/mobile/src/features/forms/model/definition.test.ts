import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@baton/contracts';
import {
  evaluateFormula,
  initialData,
  modeOf,
  normaliseRecord,
  validateRecord,
  withFormulas,
} from './definition';

describe('evaluateFormula (as the server computes it)', () => {
  it.each([
    ['days(a, b)', { a: '2026-11-23', b: '2026-11-25' }, 3],
    ['days(a, b)', { a: '2026-11-23', b: '2026-11-23' }, 1],
    ['days(a,b)', { a: '2026-11-23 18:00:00', b: '2026-11-24 08:00:00' }, 2],
    ['days(a, b)', { a: '2026-11-25', b: '2026-11-23' }, -1],
    ['days(a, b)', { a: '', b: '2026-11-23' }, null],
    ['mul(q, p)', { q: 3, p: '1,234.5' }, 3703.5],
    ['mul(q, p)', { q: 3, p: 0.335 }, 1.01],
    ['mul(q, p)', { q: 3 }, null],
    ['sum(items.amount)', { items: [{ amount: 1.1 }, { amount: '2.2' }, { amount: 'x' }, {}] }, 3.3],
    ['sum(items.amount)', {}, 0],
    ['unknown(x)', {}, null],
  ])('%s over %j → %s', (formula, data, value) => {
    expect(evaluateFormula(formula, data)).toBe(value);
  });
});

const purchase: FormDefinition = {
  id: 'p',
  key: 'purchase',
  name: '采购申请',
  version: 1,
  boAlias: 'purchase',
  fields: [
    { name: 'title', label: '采购名称', type: 'text', required: true },
    {
      name: 'items',
      label: '采购明细',
      type: 'subtable',
      minRows: 1,
      fields: [
        { name: 'quantity', label: '数量', type: 'number', required: true },
        { name: 'price', label: '单价', type: 'currency', required: true },
        { name: 'amount', label: '金额', type: 'currency', formula: 'mul(quantity, price)' },
      ],
    },
    { name: 'total', label: '合计金额', type: 'currency', formula: 'sum(items.amount)' },
  ],
};

describe('records', () => {
  it('starts a new record with the sub-table’s minimum rows', () => {
    expect(initialData(purchase)).toEqual({ items: [{}] });
  });

  it('computes row amounts, then their total', () => {
    const data = withFormulas(purchase, {
      items: [
        { quantity: '2', price: '10.5' },
        { quantity: 1, price: 3 },
      ],
    });
    expect(data).toMatchObject({ items: [{ amount: 21 }, { amount: 3 }], total: 24 });
  });

  it('sends numbers and amounts as numbers', () => {
    expect(normaliseRecord(purchase, { title: 'x', items: [{ quantity: '2', price: '1,000.005' }] })).toEqual(
      { title: 'x', items: [{ quantity: 2, price: 1000.01, amount: 2000.02 }], total: 2000.02 },
    );
  });

  it('validates each row and names it', () => {
    const failures = validateRecord(
      purchase,
      { title: '', items: [{ quantity: 1, price: 1 }, {}] },
      undefined,
      (n) => `第${n}行`,
    );
    expect(failures.map((f) => [f.path, f.label])).toEqual([
      ['title', '采购名称'],
      ['items.1.quantity', '采购明细 第2行 数量'],
      ['items.1.price', '采购明细 第2行 单价'],
    ]);
  });
});

describe('modeOf', () => {
  const perms = {
    default: 'w' as const,
    fields: { items: 'r' as const, 'items.note': 'w' as const, x: 'n' as const },
  };
  it.each([
    ['title', false, 'w'],
    ['x', false, 'n'],
    ['items', false, 'r'],
    ['items.amount', false, 'r'],
    ['items.note', false, 'r'],
    ['title', true, 'r'],
    ['x', true, 'n'],
  ])('%s (read-only form %s) → %s', (path, readOnly, mode) => {
    expect(modeOf(perms, path, readOnly)).toBe(mode);
  });

  it('is w for everything without permissions', () => {
    expect(modeOf(undefined, 'anything')).toBe('w');
  });
});
