import { describe, expect, it } from 'vitest';
import { parseJsonObject } from './json-text';

describe('parseJsonObject', () => {
  it.each([
    ['{"a":1}', 'header', { ok: true, value: { a: 1 } }],
    ['', 'header', { ok: true, value: {} }],
    [undefined, 'postParams', { ok: true, value: {} }],
    ['{a:1}', 'header', { ok: false, error: 'json.header' }],
    ['[1]', 'header', { ok: false, error: 'json.header' }],
    ['"text"', 'postParams', { ok: false, error: 'json.postParams' }],
    ['{"a":', 'postParams', { ok: false, error: 'json.postParams' }],
  ] as const)('%j as %s → %j', (text, kind, result) => {
    expect(parseJsonObject(text, kind)).toEqual(result);
  });
});
