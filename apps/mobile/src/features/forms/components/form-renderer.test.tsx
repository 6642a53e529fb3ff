import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField } from '@baton/contracts';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { testUser } from '../../../test/render-app';
import { definition, fakeServer, only, renderForm } from '../test/harness';

// The lazily loaded parts, transformed once up front so no test waits on the first transform.
beforeAll(async () => {
  await Promise.all([import('./fields/signature-field'), import('./fields/rich-text-field')]);
}, 60_000);

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  useSession.getState().setUser(testUser());
  server = fakeServer({
    '/sys/dataDict/v1/getByTypeKeyForComBo': () => ({
      state: true,
      message: '',
      value: [
        { id: '1', typeKey: 'leaveType', key: 'annual', name: '年假', sn: 1 },
        { id: '2', typeKey: 'leaveType', key: 'sick', name: '病假', sn: 2 },
      ],
    }),
    '/system/file/v1/preview': () => new Blob(['png'], { type: 'image/png' }),
  });
  vi.spyOn(notify, 'danger').mockImplementation(() => {});
  vi.spyOn(notify, 'warning').mockImplementation(() => {});
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  URL.createObjectURL ??= () => 'blob:x';
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

const f = (
  type: FormField['type'],
  name: string,
  label: string,
  extra: Partial<FormField> = {},
): FormField => ({
  type,
  name,
  label,
  ...extra,
});

const options = [
  { key: 'a', name: '甲' },
  { key: 'b', name: '乙' },
];

const EVERY_TYPE: FormField[] = [
  f('text', 'title', '标题'),
  f('textarea', 'reason', '事由'),
  f('number', 'days', '天数'),
  f('currency', 'amount', '金额'),
  f('date', 'day', '日期'),
  f('datetime', 'start', '开始时间'),
  f('time', 'at', '时刻'),
  f('select', 'kind', '类别', { options }),
  f('radio', 'level', '级别', { options }),
  f('checkbox', 'tags', '标签', { options }),
  f('switch', 'urgent', '加急'),
  f('user', 'owner', '负责人'),
  f('org', 'dept', '部门'),
  f('role', 'role', '角色'),
  f('post', 'post', '岗位'),
  f('dialog', 'supplier', '供应商', {
    dialog: { alias: 'suppliers', multiple: false, valueField: 'id', labelField: 'name' },
  }),
  f('file', 'files', '附件'),
  f('image', 'photos', '图片', { pngOnly: true }),
  f('serial', 'no', '编号'),
  f('richtext', 'notice', '说明', { html: '<p>请按<b>实际</b>填写</p>' }),
  f('signature', 'sign', '签章'),
  f('subtable', 'items', '明细', {
    fields: [f('text', 'item', '项目'), f('currency', 'cost', '费用')],
    minRows: 1,
  }),
];

describe('every field type, writable', () => {
  it('shows a control for each type under its label', async () => {
    await renderForm(definition(EVERY_TYPE));
    await screen.findByRole('button', { name: '签章' }, { timeout: 5000 });
    await screen.findByRole('region', { name: '说明' }, { timeout: 5000 });
    for (const label of ['标题', '事由', '天数', '金额']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('事由').tagName).toBe('TEXTAREA');
    for (const [label, text] of [
      ['日期', '请选择日期'],
      ['开始时间', '请选择日期'],
      ['时刻', '请选择时间'],
      ['类别', '请选择'],
      ['负责人', '请选择'],
      ['部门', '请选择'],
      ['角色', '请选择'],
      ['岗位', '请选择'],
      ['供应商', '请选择'],
    ] as const) {
      expect(screen.getByRole('button', { name: label })).toHaveTextContent(text);
    }
    const level = screen.getByRole('group', { name: '级别' });
    expect(
      within(level)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['甲', '乙']);
    expect(within(screen.getByRole('group', { name: '标签' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('switch', { name: '加急' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: '附件' })).getByText('上传附件')).toBeVisible();
    expect(within(screen.getByRole('group', { name: '图片' })).getByText('上传图片')).toBeVisible();
    expect(screen.getByLabelText('上传图片')).toHaveAttribute('accept', 'image/png,.png');
    expect(screen.getByText('提交后生成')).toBeVisible();
    expect(screen.getByRole('region', { name: '说明' })).toHaveTextContent('请按实际填写');
    expect(screen.getByRole('button', { name: '签章' })).toBeVisible();
    const items = screen.getByRole('group', { name: '明细' });
    expect(within(items).getByRole('region', { name: '明细 第1行' })).toBeVisible();
  });

  it('keeps what a person types, picks and switches', async () => {
    const user = userEvent.setup();
    const { handle } = await renderForm(definition(EVERY_TYPE.filter((x) => x.type !== 'subtable')));
    await user.type(screen.getByLabelText('标题'), '差旅');
    await user.type(screen.getByLabelText('天数'), '2.5');
    await user.click(screen.getByRole('radio', { name: '乙' }));
    await user.click(screen.getByRole('checkbox', { name: '甲' }));
    await user.click(screen.getByRole('checkbox', { name: '乙' }));
    await user.click(screen.getByRole('checkbox', { name: '甲' }));
    await user.click(screen.getByRole('switch', { name: '加急' }));
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result).toMatchObject({
      ok: true,
      data: { title: '差旅', days: 2.5, level: 'b', tags: ['b'], urgent: true },
    });
  });

  it('loads a dictionary it was not given and shows its names', async () => {
    const user = userEvent.setup();
    await renderForm(definition([f('radio', 'type', '请假类型', { dictionary: 'leaveType' })]));
    await user.click(await screen.findByRole('radio', { name: '病假' }));
    expect(server.callsTo('/sys/dataDict/v1/getByTypeKeyForComBo')[0]?.params).toEqual({
      typeKey: 'leaveType',
    });
  });

  it('sanitises rich text: no script, no event handler', async () => {
    await renderForm(
      definition([
        f('richtext', 'notice', '说明', {
          html: '<p>可见</p><img src="x" onerror="window.__hit=1"><script>window.__hit=2</script>',
        }),
      ]),
    );
    const region = screen.getByRole('region', { name: '说明' });
    expect(region.innerHTML).not.toMatch(/onerror|script/);
    expect(region).toHaveTextContent('可见');
  });
});

describe('currency', () => {
  it('shows the amount in Chinese capitals and keeps two decimals when the field is left', async () => {
    const user = userEvent.setup();
    const { handle } = await renderForm(definition([f('currency', 'amount', '金额')]));
    const input = screen.getByLabelText('金额');
    await user.type(input, '1234.5');
    expect(screen.getByText('大写：壹仟贰佰叁拾肆元伍角')).toBeVisible();
    await user.tab();
    expect(input).toHaveValue('1,234.50');
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result).toEqual({ ok: true, data: { amount: 1234.5 } });
  });

  it("asks to confirm an amount over the form's limit only when the caller asks (code 6)", async () => {
    const user = userEvent.setup();
    const form = {
      ...definition([f('currency', 'amount', '金额')]),
      confirms: [{ field: 'amount', when: 'above' as const, value: 5000, message: '超过 5000 元' }],
    };
    const { handle } = await renderForm(form);
    await user.type(screen.getByLabelText('金额'), '6000');
    let asked!: ReturnType<ReturnType<typeof handle>['getData']>;
    let plain!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      asked = handle().getData({ confirm: true });
      plain = handle().getData();
    });
    expect(asked).toEqual({ ok: false, code: 6, confirms: ['超过 5000 元'], data: { amount: 6000 } });
    expect(plain).toEqual({ ok: true, data: { amount: 6000 } });
  });

  it('refuses letters and amounts above 99999999999.99', async () => {
    const user = userEvent.setup();
    const { handle } = await renderForm(
      definition([f('currency', 'a', '金额甲'), f('currency', 'b', '金额乙')]),
    );
    await user.type(screen.getByLabelText('金额甲'), '12元');
    await user.type(screen.getByLabelText('金额乙'), '100000000000');
    act(() => void handle().getData());
    expect(await screen.findByText('只能输入数字、逗号和小数点')).toBeVisible();
    expect(screen.getByText('金额不能超过99,999,999,999.99')).toBeVisible();
  });

  it('shows a read-only amount with separators', async () => {
    await renderForm(definition([f('currency', 'amount', '金额')]), {
      data: { amount: 1234567.8 },
      readOnly: true,
    });
    expect(screen.getByText('1,234,567.80')).toBeVisible();
    expect(screen.getByText('大写：壹佰贰拾叁万肆仟伍佰陆拾柒元捌角')).toBeVisible();
  });
});

describe('permission modes', () => {
  const kinds: FormField[] = [
    f('text', 'title', '标题'),
    f('select', 'kind', '类别', { options }),
    f('date', 'day', '日期'),
    f('file', 'files', '附件'),
    f('user', 'owner', '负责人'),
  ];

  it("'b' marks each field required and refuses it empty", async () => {
    const { handle } = await renderForm(definition(kinds), { permissions: only('b') });
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result.ok).toBe(false);
    expect(screen.getAllByText('必填项不能为空')).toHaveLength(kinds.length);
    expect(notify.danger).toHaveBeenCalledWith(
      '请正确的填写以下表单内容：标题：必填项不能为空；类别：必填项不能为空；日期：必填项不能为空；附件：必填项不能为空；负责人：必填项不能为空',
    );
  });

  it("'w' lets each field be filled and leaves empty ones alone", async () => {
    const { handle } = await renderForm(definition(kinds), { permissions: only('w') });
    expect(screen.getByLabelText('标题')).toBeEnabled();
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result.ok).toBe(true);
    expect(notify.danger).not.toHaveBeenCalled();
  });

  it("'r' shows values as text, offers no control and never fails", async () => {
    const { handle } = await renderForm(definition(kinds), {
      permissions: only('r'),
      data: {
        title: '周报',
        kind: 'b',
        day: '2026-11-20',
        files: [{ id: 'f1', name: '发票.pdf', size: 1536, type: 'pdf' }],
        owner: [{ id: 'u2', name: '李四' }],
      },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '类别' })).toBeNull();
    expect(screen.queryByText('上传附件')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 发票.pdf' })).toBeNull();
    for (const text of ['周报', '乙', '2026-11-20', '发票.pdf', '1.50 KB', '李四']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result.ok).toBe(true);
  });

  it("'n' hides the fields, and a required hidden field does not block", async () => {
    const { handle } = await renderForm(definition(kinds.map((k) => ({ ...k, required: true }))), {
      permissions: only('n'),
    });
    for (const k of kinds) expect(screen.queryByText(k.label)).toBeNull();
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result.ok).toBe(true);
  });

  it('takes a field’s own mode over the default, and a column never shows more than its sub-table', async () => {
    await renderForm(
      definition([
        f('text', 'a', '甲'),
        f('text', 'b', '乙'),
        f('subtable', 'items', '明细', { fields: [f('text', 'item', '项目')], minRows: 1 }),
      ]),
      { permissions: { default: 'w', fields: { a: 'r', b: 'n', items: 'r', 'items.item': 'w' } } },
    );
    expect(screen.queryByRole('textbox', { name: '甲' })).toBeNull();
    expect(screen.getByText('甲')).toBeVisible();
    expect(screen.queryByText('乙')).toBeNull();
    expect(screen.queryByRole('textbox', { name: '项目' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加一行' })).toBeNull();
  });

  it('a read-only form shows everything read-only', async () => {
    await renderForm(definition(kinds), { permissions: only('b'), readOnly: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('*')).toBeNull();
  });
});

describe('validation', () => {
  it('lists failed fields, marks them, and clears a mark once the field changes', async () => {
    const user = userEvent.setup();
    const form = definition([
      f('text', 'reason', '请假事由', { required: true }),
      f('number', 'days', '天数', { validators: { min: 0.5, max: 30 } }),
      f('text', 'phone', '电话', { validators: { pattern: '^1\\d{10}$', message: '请输入11位手机号' } }),
    ]);
    const { handle } = await renderForm(form);
    await user.type(screen.getByLabelText('天数'), '31');
    await user.type(screen.getByLabelText('电话'), '123');
    act(() => void handle().getData());
    expect(notify.danger).toHaveBeenCalledWith(
      '请正确的填写以下表单内容：请假事由：必填项不能为空；天数：不能大于30；电话：请输入11位手机号',
    );
    expect(screen.getByRole('textbox', { name: '请假事由' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '请假事由' })).toHaveAccessibleDescription('必填项不能为空');
    await user.type(screen.getByRole('textbox', { name: '请假事由' }), '回家');
    expect(screen.getByRole('textbox', { name: '请假事由' })).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('天数'));
    await user.type(screen.getByLabelText('天数'), '3');
    await user.clear(screen.getByLabelText('电话'));
    await user.type(screen.getByLabelText('电话'), '13800000000');
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result).toEqual({ ok: true, data: { reason: '回家', days: 3, phone: '13800000000' } });
  });

  it('computes formulas: days between two dates and the sum of a column', async () => {
    const form = definition([
      f('datetime', 'startDate', '开始'),
      f('datetime', 'endDate', '结束'),
      f('number', 'days', '天数', { formula: 'days(startDate, endDate)' }),
      f('subtable', 'items', '明细', { fields: [f('currency', 'amount', '金额')] }),
      f('currency', 'total', '合计', { formula: 'sum(items.amount)' }),
    ]);
    await renderForm(form, {
      data: {
        startDate: '2026-11-23 09:00:00',
        endDate: '2026-11-25 09:00:00',
        items: [{ amount: 100.5 }, { amount: '1,000' }],
      },
    });
    // Both ends counted, as the server computes it.
    expect(screen.getByText('3')).toBeVisible();
    expect(screen.getByText('1,100.50')).toBeVisible();
  });
});

describe('sub-tables', () => {
  it('adds and removes row cards and validates each row', async () => {
    const user = userEvent.setup();
    const { handle } = await renderForm(
      definition([
        f('subtable', 'items', '报销明细', {
          fields: [f('text', 'item', '项目', { required: true }), f('currency', 'cost', '金额')],
          minRows: 1,
          maxRows: 3,
        }),
      ]),
    );
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(screen.getAllByRole('region')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '添加一行' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '删除第3行' }));
    const rows = screen.getAllByRole('region');
    expect(rows).toHaveLength(2);
    await user.type(within(rows[0]!).getByRole('textbox', { name: '项目' }), '机票');
    await user.type(within(rows[0]!).getByLabelText('金额'), '980');
    act(() => void handle().getData());
    expect(notify.danger).toHaveBeenCalledWith(
      '请正确的填写以下表单内容：报销明细 第2行 项目：必填项不能为空',
    );
    await user.click(screen.getByRole('button', { name: '删除第2行' }));
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
    let result!: ReturnType<ReturnType<typeof handle>['getData']>;
    act(() => {
      result = handle().getData();
    });
    expect(result).toEqual({ ok: true, data: { items: [{ item: '机票', cost: 980 }] } });
  });

  it("a required ('b') sub-table needs a row", async () => {
    const { handle } = await renderForm(
      definition([f('subtable', 'items', '明细', { fields: [f('text', 'item', '项目')] })]),
      { permissions: { default: 'w', fields: { items: 'b' } } },
    );
    act(() => void handle().getData());
    expect(notify.danger).toHaveBeenCalledWith('请正确的填写以下表单内容：明细：至少填写1行');
  });
});

describe('the generic text', () => {
  it('is shown by failureSummary when no field is named', async () => {
    const { failureSummary } = await import('../model/validation');
    await renderForm(definition([]));
    await waitFor(() => expect(failureSummary([], (k) => k)).toBe('validation.generic'));
  });
});
