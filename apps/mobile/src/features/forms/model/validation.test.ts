import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../../app/i18n';
import { checkField, type FieldRule } from './field-rules';
import { formDataFailure } from './failure-codes';
import { parseJsonObject } from './json-text';
import {
  collectSubmitVerifiers,
  failureSummary,
  runSubmitVerifiers,
  textOf,
  type Translate,
  type VerifyNode,
} from './validation';

let i18n: I18n;
let t: Translate;
beforeAll(async () => {
  const created = createI18n('zh-CN');
  await created.ready;
  i18n = created.i18n;
  t = (key, params) => i18n.t(`forms:${key}`, params);
});

describe('every validation text, exactly as the spec writes it (zh-CN)', () => {
  it.each([
    ['validation.listHead', undefined, '请正确的填写以下表单内容：'],
    ['validation.generic', undefined, '请正确的填写表单内容.'],
    ['failure.noForm', undefined, '未获取到在线表单或者URL表单.'],
    ['failure.emptyOnlineForm', undefined, '使用了在线表单，但是表单为空或者加载失败.'],
    ['failure.urlFormTimeout', undefined, 'URL表单处理业务数据超时.'],
    ['failure.confirmStart', undefined, '是否仍然启动流程？'],
    ['failure.unexpected', { code: 9 }, '获取表单数据时发生预期之外的异常，reason:9'],
    ['failure.urlFormSave', undefined, '业务表单数据保存失败'],
    ['json.header', undefined, '请求头部不是有效的JSON格式'],
    ['json.postParams', undefined, 'POST参数不是有效的JSON格式'],
    ['upload.pngOnly', undefined, '请上传后缀名为png类型的图片！'],
    ['upload.confirmDelete', undefined, '确定要删除吗?'],
    ['signature.passwordRequired', undefined, '请填写获取签章密码！'],
    ['pages.unsupportedList', undefined, '暂不支持移动端数据列表应用'],
    ['pages.unsupportedChart', undefined, '暂不支持移动端图表应用'],
    ['pages.noUser', undefined, '未获取到当前登录用户'],
  ])('%s → %s', (key, params, text) => {
    expect(t(key, params)).toBe(text);
  });

  it.each(['en-US', 'zh-TW'])('%s has its own text for each of them', async (locale) => {
    const other = createI18n(locale);
    await other.ready;
    expect(other.i18n.t('forms:validation.listHead')).not.toBe('请正确的填写以下表单内容：');
    expect(other.i18n.t('forms:json.header')).not.toBe('');
  });
});

describe('form-data failure codes (spec §8)', () => {
  it.each([
    [1, false, '未获取到在线表单或者URL表单.'],
    [2, false, '使用了在线表单，但是表单为空或者加载失败.'],
    [5, false, 'URL表单处理业务数据超时.'],
    [6, true, '是否仍然启动流程？'],
    [4, false, '获取表单数据时发生预期之外的异常，reason:4'],
    ['x', false, '获取表单数据时发生预期之外的异常，reason:x'],
  ])('code %s (confirm %s) shows %s', (code, confirm, text) => {
    const failure = formDataFailure(code, confirm);
    expect(failure.kind === 'notice' || failure.kind === 'confirm').toBe(true);
    if (failure.kind === 'notice' || failure.kind === 'confirm') {
      expect(t(failure.key, 'params' in failure ? failure.params : undefined)).toBe(text);
    }
  });

  it.each([
    [3, false, 'fields'],
    [6, false, 'proceed'],
    [7, false, 'silent'],
    [7, true, 'silent'],
  ])('code %s (confirm %s) → %s', (code, confirm, kind) => {
    expect(formDataFailure(code, confirm).kind).toBe(kind);
  });
});

describe('checkField', () => {
  const field = (rule: Partial<FieldRule>): FieldRule => ({ type: 'text', label: '事由', ...rule });
  it.each([
    ['required text empty', field({ required: true }), '', '必填项不能为空'],
    ['required list empty', field({ type: 'checkbox', required: true }), [], '必填项不能为空'],
    ["mode 'b' empty", field({ mode: 'b' }), '  ', '必填项不能为空'],
    ["mode 'r' empty though required", field({ mode: 'r', required: true }), '', null],
    ["mode 'n' empty though required", field({ mode: 'n', required: true }), '', null],
    ['optional empty', field({}), '', null],
    ['number not a number', field({ type: 'number' }), 'abc', '请输入有效的数字'],
    ['number below min', field({ type: 'number', min: 0.5 }), '0', '不能小于0.5'],
    ['number above max', field({ type: 'number', max: 30 }), 31, '不能大于30'],
    ['number in range', field({ type: 'number', min: 0.5, max: 30 }), '3', null],
    ['currency letters', field({ type: 'currency' }), '12a', '只能输入数字、逗号和小数点'],
    ['currency too large', field({ type: 'currency' }), '100000000000', '金额不能超过99,999,999,999.99'],
    ['currency with commas', field({ type: 'currency' }), '1,234.5', null],
    ['currency as number', field({ type: 'currency' }), 88.8, null],
    ['too long', field({ maxLength: 3 }), 'abcd', '长度不能超过3个字符'],
    ['too short', field({ minLength: 2 }), '好', '长度不能少于2个字符'],
    ['long enough', field({ minLength: 2 }), '回家', null],
    ['pattern without message', field({ pattern: { regex: '^\\d{11}$' } }), '123', '格式不正确'],
    [
      'pattern with message',
      field({ pattern: { regex: '^\\d{11}$', message: '手机号须为11位' } }),
      '1',
      '手机号须为11位',
    ],
    ['pattern met', field({ pattern: { regex: '^\\d{11}$' } }), '13800000000', null],
    ['broken pattern is ignored', field({ pattern: { regex: '(' } }), 'x', null],
  ])('%s', (_case, rule, value, text) => {
    const result = checkField(rule, value);
    expect(result === null ? null : textOf(result, t)).toBe(text);
  });
});

describe('failureSummary', () => {
  it('lists each failed field after the head text', () => {
    expect(
      failureSummary(
        [
          { path: 'reason', label: '请假事由', message: { key: 'validation.required' } },
          { path: 'days', label: '天数', message: '天数须大于0' },
        ],
        t,
      ),
    ).toBe('请正确的填写以下表单内容：请假事由：必填项不能为空；天数：天数须大于0');
  });

  it("uses the language's own punctuation", async () => {
    const en = createI18n('en-US');
    await en.ready;
    const tEn: Translate = (key, params) => en.i18n.t(`forms:${key}`, params);
    const failures = [
      { path: 'reason', label: 'Reason', message: { key: 'validation.required' } },
      { path: 'days', label: 'Days', message: 'Too many' },
    ];
    expect(failureSummary(failures, tEn)).toBe(
      'Please correct these fields: Reason: Required; Days: Too many',
    );
  });

  it('gives the generic text when no field is named', () => {
    expect(failureSummary([], t)).toBe('请正确的填写表单内容.');
  });
});

describe('submit verifiers are searched to depth 5', () => {
  const chain = (depth: number, verify: () => true | string): VerifyNode => {
    let node: VerifyNode = { submitVerify: verify };
    for (let d = depth; d > 1; d--) node = { children: [node] };
    return { children: [node] };
  };

  it.each([
    [1, 1],
    [5, 1],
    [6, 0],
  ])('a verifier at depth %s is found %s time(s)', (depth, count) => {
    expect(collectSubmitVerifiers(chain(depth, () => true))).toHaveLength(count);
  });

  it('answers the failures of every verifier found, in tree order', () => {
    const root: VerifyNode = {
      children: [
        { submitVerify: () => '明细至少一行' },
        { children: [{ submitVerify: () => true }, { submitVerify: () => '请签章' }] },
      ],
    };
    expect(runSubmitVerifiers(root)).toEqual(['明细至少一行', '请签章']);
  });

  it('does not ask the root itself (the form is not its own verifier)', () => {
    expect(collectSubmitVerifiers({ submitVerify: () => 'x' })).toEqual([]);
  });
});

describe('parseJsonObject texts', () => {
  it.each([
    ['header', '请求头部不是有效的JSON格式'],
    ['postParams', 'POST参数不是有效的JSON格式'],
  ] as const)('%s', (kind, text) => {
    const result = parseJsonObject('{', kind);
    expect(result.ok ? '' : t(result.error)).toBe(text);
  });
});
