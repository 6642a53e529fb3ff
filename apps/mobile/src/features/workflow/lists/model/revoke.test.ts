import { describe, expect, it } from 'vitest';
import { revocableByStatus, withRevokeFlag, type DoneRowLike } from './revoke';

const row = (id: string, taskKey: string, status: string, opinionStatus: string): DoneRowLike => ({
  id,
  taskKey,
  status,
  opinionStatus,
});

describe('done-list revoke rule (workflow.md §4)', () => {
  it.each([
    ['running', 'agree', true],
    ['running', 'inqu', true],
    ['end', 'inqu', true],
    ['manualend', 'inqu', true],
    ['end', 'agree', false],
    ['manualend', 'agree', false],
    ['revoked', 'agree', false],
    ['running', 'oppose', false],
    ['running', 'reject', false],
    ['running', 'backToStart', false],
    ['running', 'abandon', false],
    ['running', 'end', false],
    ['running', '', false],
    ['', 'agree', false],
  ])('status %s with opinion %s: revocable %s', (status, opinionStatus, expected) => {
    expect(revocableByStatus({ status, opinionStatus })).toBe(expected);
    expect(withRevokeFlag([row('i1', 'Task_A', status, opinionStatus)])[0]?.revoke).toBe(expected);
  });

  it.each<[string, DoneRowLike[], boolean[]]>([
    [
      'two rows of one id and taskKey: only the first',
      [row('i1', 'A', 'running', 'agree'), row('i1', 'A', 'running', 'agree')],
      [true, false],
    ],
    [
      'same id, other taskKey: each on its own',
      [row('i1', 'A', 'running', 'agree'), row('i1', 'B', 'running', 'agree')],
      [true, true],
    ],
    [
      'same taskKey, other id: each on its own',
      [row('i1', 'A', 'running', 'agree'), row('i2', 'A', 'running', 'agree')],
      [true, true],
    ],
    [
      'a first row that may not be revoked still takes the place',
      [row('i1', 'A', 'running', 'oppose'), row('i1', 'A', 'running', 'agree')],
      [false, false],
    ],
    [
      'inquiries follow the same first-only rule',
      [row('i1', 'A', 'end', 'inqu'), row('i1', 'A', 'end', 'inqu')],
      [true, false],
    ],
    [
      'three rows, the repeat in the middle',
      [row('i1', 'A', 'running', 'agree'), row('i1', 'A', 'running', 'inqu'), row('i2', 'A', 'end', 'agree')],
      [true, false, false],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(withRevokeFlag(rows).map((r) => r.revoke)).toEqual(expected);
  });

  it('keeps the rows and their order, and leaves the input untouched', () => {
    const rows = [row('i2', 'A', 'running', 'agree'), row('i1', 'B', 'end', 'agree')];
    const flagged = withRevokeFlag(rows);
    expect(flagged.map((r) => r.id)).toEqual(['i2', 'i1']);
    expect(rows[0]).not.toHaveProperty('revoke');
  });
});
