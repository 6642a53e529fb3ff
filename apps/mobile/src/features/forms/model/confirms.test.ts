import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@baton/contracts';
import { confirmsOf } from './confirms';

const form = {
  id: 'f',
  key: 'expense',
  name: '费用报销',
  version: 1,
  boAlias: 'expense',
  fields: [],
  confirms: [
    { field: 'total', when: 'above', value: 5000, message: '超过 5000 元' },
    { field: 'total', when: 'below', value: 10, message: '不足 10 元' },
    { field: 'invoices', when: 'empty', message: '没有发票' },
  ],
} as FormDefinition;

describe('confirmsOf', () => {
  it.each([
    [{ total: 5000.01, invoices: ['a'] }, ['超过 5000 元']],
    [{ total: '6000', invoices: ['a'] }, []],
    [{ total: 5000, invoices: ['a'] }, []],
    [{ total: 9.99, invoices: [] }, ['不足 10 元', '没有发票']],
    [{ total: '', invoices: '  ' }, ['没有发票']],
    [{ total: 'abc', invoices: ['a'] }, []],
  ])('%j → %j', (record, messages) => {
    expect(confirmsOf(form, record)).toEqual(messages);
  });

  it('a form without confirms has none', () => {
    expect(confirmsOf({ ...form, confirms: undefined }, { total: 1e9 })).toEqual([]);
  });
});
