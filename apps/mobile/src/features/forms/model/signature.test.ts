import { describe, expect, it } from 'vitest';
import {
  addSignature,
  parseSignatures,
  removeSignature,
  signatureView,
  type SignatureEntry,
} from './signature';

const entry = (userId: string, index = 0): SignatureEntry => ({
  index,
  userId,
  name: userId,
  signature: `file-${userId}`,
  createTime: '2026-11-22 10:00:00',
});

describe('signatureView', () => {
  it.each([
    ['w', [], 'u1', { hidden: false, canAdd: true }],
    [undefined, [], 'u1', { hidden: false, canAdd: true }],
    ['w', [entry('u1')], 'u1', { hidden: false, canAdd: false }],
    ['w', [entry('u2')], 'u1', { hidden: false, canAdd: true }],
    ['r', [], 'u1', { hidden: false, canAdd: false }],
    ['n', [], 'u1', { hidden: true, canAdd: false }],
    ['w', [], '', { hidden: false, canAdd: false }],
  ])('mode %s with %j for %s', (mode, entries, userId, expected) => {
    const view = signatureView(mode, entries, userId);
    expect({ hidden: view.hidden, canAdd: view.canAdd }).toEqual(expected);
  });

  it.each([
    ['w', 'u1', 'u1', true],
    ['w', 'u2', 'u1', false],
    ['r', 'u1', 'u1', false],
    ['n', 'u1', 'u1', false],
  ])("mode %s: %s's signature removable by %s → %s", (mode, owner, me, ok) => {
    expect(signatureView(mode, [entry(owner)], me).canRemove(entry(owner))).toBe(ok);
  });
});

describe('signature list', () => {
  it('keeps one signature per user and renumbers after a removal', () => {
    let list = addSignature([], entry('u1'));
    list = addSignature(list, entry('u1'));
    list = addSignature(list, entry('u2'));
    expect(list.map((e) => [e.userId, e.index])).toEqual([
      ['u1', 0],
      ['u2', 1],
    ]);
    expect(removeSignature(list, 'u1').map((e) => [e.userId, e.index])).toEqual([['u2', 0]]);
  });

  it.each([
    ['', []],
    ['not json', []],
    ['{}', []],
    [JSON.stringify([entry('u1'), { nope: 1 }]), [entry('u1')]],
    [[entry('u2')], [entry('u2')]],
    [null, []],
  ])('parses %j', (value, list) => {
    expect(parseSignatures(value)).toEqual(list);
  });
});
