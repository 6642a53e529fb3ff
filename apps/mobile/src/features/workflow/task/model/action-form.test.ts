import { describe, expect, it } from 'vitest';
import {
  emptyValues,
  filesJson,
  nodeUsersJson,
  shapeOf,
  validateAction,
  type ActionValues,
} from './action-form';
import type { ActionKey } from './actions';

const someone = { id: 'u2', name: '李四' };
const values = (over: Partial<ActionValues> = {}): ActionValues => ({ ...emptyValues(), ...over });

// Each dialog: what an empty form is refused for, and what makes it sendable.
const CASES: { key: ActionKey; empty: Record<string, string>; filled: Partial<ActionValues> }[] = [
  { key: 'agree', empty: {}, filled: {} },
  { key: 'abandon', empty: {}, filled: {} },
  { key: 'oppose', empty: { opinion: 'validation.opinionRequired' }, filled: { opinion: '不同意' } },
  {
    key: 'reject',
    empty: { opinion: 'validation.opinionRequired', destination: 'validation.nodeRequired' },
    filled: { opinion: '请补充', destination: 'start' },
  },
  { key: 'backToStart', empty: { opinion: 'validation.opinionRequired' }, filled: { opinion: '重填' } },
  { key: 'transfer', empty: { users: 'validation.userRequired' }, filled: { users: [someone] } },
  { key: 'delegate', empty: { users: 'validation.userRequired' }, filled: { users: [someone] } },
  { key: 'addSign', empty: { users: 'validation.userRequired' }, filled: { users: [someone] } },
  {
    key: 'commu',
    empty: { opinion: 'validation.opinionRequired', users: 'validation.userRequired' },
    filled: { opinion: '请看看', users: [someone] },
  },
  {
    key: 'inquiry',
    empty: { opinion: 'validation.opinionRequired', users: 'validation.userRequired' },
    filled: { opinion: '请给意见', users: [someone] },
  },
  { key: 'copyTo', empty: { users: 'validation.userRequired' }, filled: { users: [someone] } },
  { key: 'endProcess', empty: { opinion: 'validation.opinionRequired' }, filled: { opinion: '不再需要' } },
  { key: 'reply', empty: { opinion: 'validation.opinionRequired' }, filled: { opinion: '已阅' } },
  { key: 'urge', empty: {}, filled: { opinion: '请尽快处理' } },
  { key: 'revoke', empty: {}, filled: {} },
  { key: 'withdraw', empty: {}, filled: {} },
  { key: 'retrieve', empty: {}, filled: {} },
];

// Saying no, sending back, ending, asking and replying need words (the app's rule).
const NEEDS_OPINION = new Set<ActionKey>([
  'oppose',
  'reject',
  'backToStart',
  'endProcess',
  'commu',
  'inquiry',
  'reply',
]);

describe('every action dialog', () => {
  it.each(CASES)('$key: an empty dialog is refused for what it lacks, a filled one may be sent', (c) => {
    expect(validateAction(c.key, values())).toEqual(c.empty);
    expect(validateAction(c.key, values(c.filled))).toEqual({});
  });

  it.each(CASES)('$key: an opinion of blanks is no opinion, and over 2000 characters is too long', (c) => {
    const blank = validateAction(c.key, values({ ...c.filled, opinion: '   ' }));
    expect(blank.opinion).toBe(NEEDS_OPINION.has(c.key) ? 'validation.opinionRequired' : undefined);
    expect(validateAction(c.key, values({ ...c.filled, opinion: 'x'.repeat(2001) })).opinion).toBe(
      'validation.opinionTooLong',
    );
    expect(validateAction(c.key, values({ ...c.filled, opinion: 'x'.repeat(2000) })).opinion).toBeUndefined();
  });

  it('transfer and delegate hand the task to one person only; add signer and copy-to take several', () => {
    const two = { users: [someone, { id: 'u3', name: '王五' }] };
    expect(validateAction('transfer', values(two))).toEqual({ users: 'validation.oneUser' });
    expect(validateAction('delegate', values(two))).toEqual({ users: 'validation.oneUser' });
    expect(validateAction('addSign', values(two))).toEqual({});
    expect(validateAction('copyTo', values(two))).toEqual({});
  });

  it('decisions take attachments and phrases; only agree asks for the next approvers; the urge text is its content', () => {
    for (const key of ['agree', 'oppose', 'abandon', 'reject', 'backToStart'] as const) {
      expect(shapeOf(key)).toMatchObject({ files: true, phrases: true });
    }
    expect(shapeOf('copyTo')).toMatchObject({ files: false, users: 'many' });
    expect(shapeOf('agree').nextNodes).toBe(true);
    expect(shapeOf('oppose').nextNodes).toBe(false);
    expect(shapeOf('addSign').position).toBe(true);
    expect(shapeOf('urge').opinionLabel).toBe('content');
    expect(shapeOf('reply').opinionLabel).toBe('reply');
    for (const key of ['commu', 'inquiry', 'copyTo'] as const)
      expect(shapeOf(key).opinionLabel).toBe('message');
  });
});

describe('what the dialog sends', () => {
  it('the next approvers as { nodeId: [userId] }, leaving out nodes where nobody was picked', () => {
    expect(nodeUsersJson({})).toBeUndefined();
    expect(nodeUsersJson({ n1: [] })).toBeUndefined();
    expect(JSON.parse(nodeUsersJson({ n1: [someone], n2: [] })!)).toEqual({ n1: ['u2'] });
  });

  it('the attachments as the server stores them, nothing when there are none', () => {
    expect(filesJson([])).toBeUndefined();
    const file = { id: 'f1', name: '发票.pdf', size: 1024, type: 'application/pdf' };
    expect(JSON.parse(filesJson([{ ...file, extra: 'x' } as typeof file])!)).toEqual([file]);
  });
});
