import type { FormDefinition, FormPermissions } from '@baton/contracts';
import { describe, expect, it } from 'vitest';
import { BadInput } from '../../errors';
import {
  checkFormSubmission,
  evaluateFormula,
  fieldPermission,
  FormSubmissionError,
  permissionsForNode,
  type SubmissionInput,
} from './validate';

const form: FormDefinition = {
  id: 'f1',
  key: 'demo',
  name: '演示',
  version: 1,
  boAlias: 'demo',
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true, validators: { maxLength: 10 } },
    {
      name: 'code',
      label: '编码',
      type: 'text',
      validators: { pattern: '^[A-Z]{3}$', message: '须为三个大写字母' },
    },
    { name: 'count', label: '数量', type: 'number', precision: 0, validators: { min: 1, max: 9 } },
    { name: 'rate', label: '比例', type: 'number', precision: 2 },
    { name: 'money', label: '金额', type: 'currency' },
    { name: 'day', label: '日期', type: 'date' },
    { name: 'at', label: '时间', type: 'datetime' },
    { name: 'clock', label: '钟点', type: 'time' },
    { name: 'kind', label: '类型', type: 'select', dictionary: 'kind' },
    {
      name: 'tags',
      label: '标签',
      type: 'checkbox',
      options: [
        { key: 'a', name: 'A' },
        { key: 'b', name: 'B' },
      ],
    },
    { name: 'on', label: '开关', type: 'switch' },
    { name: 'owner', label: '负责人', type: 'user' },
    { name: 'photo', label: '照片', type: 'image', pngOnly: true, maxFiles: 2 },
    { name: 'secret', label: '内部备注', type: 'text' },
    { name: 'no', label: '编号', type: 'serial', identity: 'x' },
    { name: 'from', label: '开始', type: 'date' },
    { name: 'to', label: '结束', type: 'date' },
    { name: 'days', label: '天数', type: 'number', formula: 'days(from, to)', validators: { min: 1 } },
    {
      name: 'rows',
      label: '明细',
      type: 'subtable',
      maxRows: 3,
      fields: [
        { name: 'item', label: '物品', type: 'text', required: true },
        { name: 'qty', label: '数量', type: 'number' },
        { name: 'price', label: '单价', type: 'currency' },
        { name: 'amount', label: '金额', type: 'currency', formula: 'mul(qty, price)' },
        { name: 'checked', label: '核对', type: 'text' },
      ],
    },
    { name: 'total', label: '合计', type: 'currency', formula: 'sum(rows.amount)' },
    { name: 'sign', label: '签章', type: 'signature' },
  ],
  nodePermissions: {
    approve: { default: 'r', fields: { 'rows.checked': 'w', sign: 'w' } },
    audit: { default: 'w', fields: { secret: 'n', title: 'r', count: 'b' } },
  },
};

const dictionaries = { kind: [{ key: 'k1', name: '一' }] };
const check = (data: Record<string, unknown>, more: Partial<SubmissionInput> = {}) =>
  checkFormSubmission(form, { data, dictionaries, ...more });
const failureOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(FormSubmissionError);
    expect(e).toBeInstanceOf(BadInput);
    return (e as Error).message;
  }
  throw new Error('expected the submission to be refused');
};

describe('field permissions', () => {
  const perms: FormPermissions = { default: 'w', fields: { rows: 'r', 'rows.qty': 'w', title: 'b' } };
  it.each([
    ['title', undefined, 'b'],
    ['other', undefined, 'w'],
    ['item', 'rows', 'r'],
    ['qty', 'rows', 'w'],
  ] as const)('%s in %s is %s', (name, sub, expected) => {
    expect(fieldPermission(perms, name, sub)).toBe(expected);
  });

  it('takes the node permissions, else the form permissions, else everything writable', () => {
    expect(permissionsForNode(form, 'approve').default).toBe('r');
    expect(permissionsForNode(form, 'unknown')).toEqual({ default: 'w', fields: {} });
    expect(permissionsForNode({ ...form, permissions: { default: 'r', fields: {} } })).toEqual({
      default: 'r',
      fields: {},
    });
  });
});

describe('values', () => {
  it('normalises what it accepts', () => {
    const out = check({
      title: ' 你好',
      count: '3',
      money: '1,234.567',
      day: '2026-02-28',
      at: '2026-02-28 23:59:59',
      clock: '08:30',
      kind: 'k1',
      tags: ['a', 'b', 'a'],
      on: true,
      owner: [{ id: 'u1', name: '张三', extra: 'dropped' }],
      photo: [{ id: 'f1', name: 'a.png', size: 10, type: 'png' }],
      unknown: 'dropped',
    });
    expect(out).toEqual({
      title: ' 你好',
      count: 3,
      money: 1234.57,
      day: '2026-02-28',
      at: '2026-02-28 23:59:59',
      clock: '08:30:00',
      kind: 'k1',
      tags: ['a', 'b'],
      on: true,
      owner: [{ id: 'u1', name: '张三' }],
      photo: [{ id: 'f1', name: 'a.png', size: 10, type: 'png' }],
      rows: [],
      total: 0,
    });
  });

  it.each([
    [{ title: '' }, '标题不能为空'],
    [{}, '标题不能为空'],
    [{ title: 'x'.repeat(11) }, '标题长度不能超过10个字符'],
    [{ title: 'a', code: 'abc' }, '编码须为三个大写字母'],
    [{ title: 'a', count: 10 }, '数量不能大于9'],
    [{ title: 'a', count: 0 }, '数量不能小于1'],
    [{ title: 'a', count: 'x' }, '数量应为数字'],
    [{ title: 'a', count: 2.5 }, '数量应为整数'],
    [{ title: 'a', rate: 0.125 }, '比例最多保留2位小数'],
    [{ title: 'a', money: '12a' }, '金额应为金额（只能包含数字、逗号和小数点）'],
    [{ title: 'a', money: ',' }, '金额应为金额（只能包含数字、逗号和小数点）'],
    [{ title: 'a', money: '.' }, '金额应为金额（只能包含数字、逗号和小数点）'],
    [{ title: 'a', money: ',.' }, '金额应为金额（只能包含数字、逗号和小数点）'],
    [{ title: 'a', money: 100_000_000_000 }, '金额不能超过99999999999.99'],
    [{ title: 'a', day: '2026-02-29' }, '日期应为日期（yyyy-MM-dd）'],
    [{ title: 'a', at: '2026-01-01 24:00:00' }, '时间应为时间（yyyy-MM-dd HH:mm:ss）'],
    [{ title: 'a', clock: '25:00' }, '钟点应为时间（HH:mm:ss）'],
    [{ title: 'a', kind: 'k9' }, '类型不是可选的值'],
    [{ title: 'a', tags: ['c'] }, '标签不是可选的值'],
    [{ title: 'a', on: 'yes' }, '开关应为开或关'],
    [
      {
        title: 'a',
        owner: [
          { id: 'u1', name: 'a' },
          { id: 'u2', name: 'b' },
        ],
      },
      '负责人格式不正确',
    ],
    [{ title: 'a', photo: [{ id: 'f', name: 'a.jpg', type: 'jpg' }] }, '照片请上传后缀名为png类型的图片！'],
    [{ title: 'a', from: '2026-03-05', to: '2026-03-01' }, '天数不能小于1'],
    [{ title: 'a', rows: [{ qty: 1 }] }, '物品不能为空'],
    [{ title: 'a', rows: [{ item: 1 }, { item: 2 }, { item: 3 }, { item: 4 }] }, '明细行数超出限制'],
  ])('%j → %s', (data, message) => {
    expect(failureOf(() => check(data))).toBe(`请正确的填写以下表单内容：${message}`);
  });

  it.each([
    ['1.005', 1.01],
    ['0.125', 0.13],
    ['1,299.995', 1300],
    [2.675, 2.68],
    ['12', 12],
  ])('keeps two decimals of %j, half up on the cent as the app shows it: %j', (money, cents) => {
    expect(check({ title: 'a', money }).money).toBe(cents);
  });

  it('reports every failure at once', () => {
    expect(failureOf(() => check({ title: '', count: 0 }))).toBe(
      '请正确的填写以下表单内容：标题不能为空；数量不能小于1',
    );
  });

  it('computes days, row amounts and sums, ignoring what the client claims', () => {
    const out = check({
      title: 'a',
      from: '2026-03-01',
      to: '2026-03-03',
      days: 99,
      rows: [
        { item: 'x', qty: 2, price: 1.5, amount: 1000 },
        { item: 'y', qty: 1, price: '0.25' },
      ],
      total: 1,
      no: 'FORGED',
    });
    expect(out.days).toBe(3);
    expect((out.rows as { amount: number }[]).map((r) => r.amount)).toEqual([3, 0.25]);
    expect(out.total).toBe(3.25);
    expect(out.no).toBeUndefined();
  });

  it.each([
    ['days(a, b)', { a: '2026-01-31', b: '2026-02-01' }, 2],
    ['days(a, b)', { a: '2026-01-31' }, undefined],
    ['mul(a, b)', { a: 3, b: '0.1' }, 0.3],
    ['sum(r.v)', { r: [{ v: 0.1 }, { v: 0.2 }, { v: 'x' }] }, 0.3],
    ['sum(r.v)', {}, 0],
    ['nonsense', {}, undefined],
  ])('%s over %j is %s', (formula, record, expected) => {
    expect(evaluateFormula(formula, record)).toBe(expected);
  });
});

describe('read-only and hidden fields', () => {
  const previous = {
    title: '原标题',
    secret: '只给审计看',
    count: 2,
    no: 'NO-1',
    rows: [{ id: 'r1', item: '笔', qty: 1, price: 2, amount: 2, checked: '' }],
    total: 2,
    sign: [{ index: 0, userId: 'u9', name: '王五', signature: 'file9', createTime: '2026-01-01 00:00:00' }],
  };
  const approve = permissionsForNode(form, 'approve');
  const audit = permissionsForNode(form, 'audit');

  it('keeps stored values when the client sends them back unchanged or leaves them out', () => {
    const out = checkFormSubmission(form, {
      data: { title: '原标题', rows: [{ id: 'r1', item: '笔', qty: 1, price: 2, checked: '已核' }] },
      previous,
      permissions: approve,
    });
    expect(out).toMatchObject({ title: '原标题', secret: '只给审计看', count: 2, no: 'NO-1', total: 2 });
    expect(out.rows).toEqual([{ id: 'r1', item: '笔', qty: 1, price: 2, amount: 2, checked: '已核' }]);
  });

  it.each([
    ['a read-only main field', { title: '改了' }, approve, '标题为只读字段，不能修改'],
    [
      'a read-only column of a kept row',
      { rows: [{ id: 'r1', item: '刀', checked: 'x' }] },
      approve,
      '物品为只读字段，不能修改',
    ],
    [
      'a row added to a read-only sub-table',
      { rows: [...previous.rows, { item: '新' }] },
      approve,
      '明细为只读字段，不能修改',
    ],
    [
      'a read-only column of a new row',
      { rows: [{ item: '新' }] },
      { default: 'w', fields: { 'rows.item': 'r' } } as FormPermissions,
      '物品为只读字段，不能修改',
    ],
    ['a hidden field', { secret: '偷改' }, audit, '内部备注为只读字段，不能修改'],
    ['a hidden field cleared', { secret: null }, audit, '内部备注为只读字段，不能修改'],
    ['a read-only field under b elsewhere', { title: 'x', count: 3 }, audit, '标题为只读字段，不能修改'],
  ])('refuses a change to %s', (_case, data, permissions, message) => {
    expect(failureOf(() => checkFormSubmission(form, { data, previous, permissions }))).toBe(
      `请正确的填写以下表单内容：${message}`,
    );
  });

  it("makes 'b' fields required", () => {
    expect(
      failureOf(() => checkFormSubmission(form, { data: { count: '' }, previous, permissions: audit })),
    ).toBe('请正确的填写以下表单内容：数量不能为空');
  });

  it('lets a signer add their own signature once, and never touch others', () => {
    const mine = {
      index: 1,
      userId: 'u1',
      name: '张三',
      signature: 'file1',
      createTime: '2026-01-02 00:00:00',
    };
    const ok = checkFormSubmission(form, {
      data: { sign: [...previous.sign, mine] },
      previous,
      permissions: approve,
      userId: 'u1',
    });
    expect(ok.sign).toHaveLength(2);
    const run = (sign: unknown[]) => () =>
      checkFormSubmission(form, { data: { sign }, previous, permissions: approve, userId: 'u1' });
    expect(failureOf(run([mine]))).toBe('请正确的填写以下表单内容：签章只能添加或删除自己的签章');
    expect(failureOf(run([...previous.sign, mine, { ...mine, index: 2 }]))).toBe(
      '请正确的填写以下表单内容：签章每人只能签章一次',
    );
    expect(failureOf(run([{ ...mine, userId: 'u7' }, ...previous.sign]))).toBe(
      '请正确的填写以下表单内容：签章只能添加或删除自己的签章',
    );
  });
});
