import { describe, expect, it } from 'vitest';
import { effectiveMode, resolveAccess } from './permission';

describe('resolveAccess', () => {
  it.each([
    ['b', false, { hidden: false, readOnly: false, writable: true, required: true }],
    ['w', false, { hidden: false, readOnly: false, writable: true, required: false }],
    ['w', true, { hidden: false, readOnly: false, writable: true, required: true }],
    ['r', false, { hidden: false, readOnly: true, writable: false, required: false }],
    ['r', true, { hidden: false, readOnly: true, writable: false, required: false }],
    ['n', true, { hidden: true, readOnly: false, writable: false, required: false }],
    [undefined, false, { hidden: false, readOnly: false, writable: true, required: false }],
    ['x', false, { hidden: false, readOnly: false, writable: true, required: false }],
  ])('mode %s (defined required %s) → %j', (mode, required, access) => {
    expect(resolveAccess(mode, required)).toEqual(access);
  });
});

describe('effectiveMode', () => {
  it.each([
    ['b', true, 'r'],
    ['w', true, 'r'],
    ['n', true, 'n'],
    ['b', false, 'b'],
    [undefined, false, 'w'],
  ])('%s with a read-only form %s → %s', (mode, readOnly, result) => {
    expect(effectiveMode(mode, readOnly)).toBe(result);
  });
});
