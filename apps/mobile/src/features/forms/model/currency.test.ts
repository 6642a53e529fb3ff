import { describe, expect, it } from 'vitest';
import { formatCurrency, parseCurrency, roundCents, toChineseCapitals } from './currency';

describe('toChineseCapitals', () => {
  it.each([
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [0, '零元整'],
    [0.01, '壹分'],
    [0.5, '伍角'],
    [0.56, '伍角陆分'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [1001.05, '壹仟零壹元零伍分'],
    [10000, '壹万元整'],
    [10001, '壹万零壹元整'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    [123456789.12, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    [99999999999.99, '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [1.005, '壹元零壹分'],
    [100000000000, ''],
    [-1, ''],
    [Number.NaN, ''],
    [null, ''],
  ])('%s → %s', (value, text) => {
    expect(toChineseCapitals(value)).toBe(text);
  });
});

describe('parseCurrency (digits, commas and a point only; max 99999999999.99; 2 decimals kept)', () => {
  it.each([
    ['1234.5', { ok: true, value: 1234.5 }],
    ['1,234.56', { ok: true, value: 1234.56 }],
    ['1,234.567', { ok: true, value: 1234.57 }],
    ['0.004', { ok: true, value: 0 }],
    ['.5', { ok: true, value: 0.5 }],
    ['12.', { ok: true, value: 12 }],
    ['', { ok: true, value: null }],
    ['  ', { ok: true, value: null }],
    ['99999999999.99', { ok: true, value: 99999999999.99 }],
    ['99,999,999,999.99', { ok: true, value: 99999999999.99 }],
    ['100000000000', { ok: false, error: 'tooLarge' }],
    ['99999999999.999', { ok: false, error: 'tooLarge' }],
    ['-5', { ok: false, error: 'invalid' }],
    ['12a', { ok: false, error: 'invalid' }],
    ['1.2.3', { ok: false, error: 'invalid' }],
    ['¥12', { ok: false, error: 'invalid' }],
    ['1e5', { ok: false, error: 'invalid' }],
    ['.', { ok: false, error: 'invalid' }],
    [',', { ok: false, error: 'invalid' }],
  ])('%j → %j', (text, result) => {
    expect(parseCurrency(text)).toEqual(result);
  });
});

describe('formatCurrency and roundCents', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    [99999999999.99, '99,999,999,999.99'],
    [1.005, '1.01'],
    [999.999, '1,000.00'],
  ])('%s → %s', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it('rounds half up on the cent', () => {
    expect([roundCents(2.675), roundCents(0.125), roundCents(0.124)]).toEqual([2.68, 0.13, 0.12]);
  });
});
