import { describe, expect, it } from 'vitest';
import type { BpmTaskButton, BpmTaskRow } from '@baton/contracts';
import { availableActions, revocableStep, splitActions, type ActionContext } from './actions';

const APPROVE: BpmTaskButton[] = [
  { alias: 'agree', name: '同意' },
  { alias: 'oppose', name: '反对' },
  { alias: 'reject', name: '驳回' },
  { alias: 'backToStart', name: '驳回发起人' },
  { alias: 'transfer', name: '转办' },
  { alias: 'commu', name: '沟通' },
  { alias: 'endProcess', name: '终止' },
];

const task = (status = 'pending') => ({ status }) as BpmTaskRow;

const ctx = (over: Partial<ActionContext> = {}): ActionContext => ({
  userId: 'lisi',
  instance: { status: 'running', creatorId: 'zhangsan' },
  opinions: [],
  ...over,
});
const keys = (c: ActionContext) => availableActions(c).map((a) => a.key);

describe('buttons from taskDetail', () => {
  it('an approver sees the node buttons in the bar order, plus delegate, inquiry and copy-to', () => {
    expect(keys(ctx({ detail: { buttons: APPROVE, canAct: true, task: task() } }))).toEqual([
      'agree',
      'reject',
      'oppose',
      'backToStart',
      'endProcess',
      'transfer',
      'delegate',
      'commu',
      'inquiry',
      'copyTo',
    ]);
  });

  it('keeps the node names of its buttons (签署, 重新提交)', () => {
    const actions = availableActions(
      ctx({ detail: { buttons: [{ alias: 'agree', name: '签署' }], canAct: true, task: task() } }),
    );
    expect(actions[0]).toEqual({ key: 'agree', name: '签署' });
  });

  it('a countersign node offers abandon and add signer but no reject', () => {
    const buttons = [
      { alias: 'agree', name: '同意' },
      { alias: 'oppose', name: '反对' },
      { alias: 'abandon', name: '弃权' },
      { alias: 'addSign', name: '加签' },
    ];
    const shown = keys(ctx({ detail: { buttons, canAct: true, task: task() } }));
    expect(shown).toContain('abandon');
    expect(shown).toContain('addSign');
    expect(shown).not.toContain('reject');
  });

  it('buttons the node does not have, or aliases the app does not know, are not shown', () => {
    const shown = keys(
      ctx({
        detail: {
          buttons: [
            { alias: 'agree', name: '同意' },
            { alias: 'x', name: '?' },
          ],
          canAct: true,
          task: task(),
        },
      }),
    );
    expect(shown).toEqual(['agree', 'delegate', 'inquiry', 'copyTo']);
  });

  it('someone who may not act (a reader, a done task) sees no task buttons', () => {
    expect(keys(ctx({ detail: { buttons: APPROVE, canAct: false, task: task() } }))).toEqual(['copyTo']);
    expect(keys(ctx({ detail: { buttons: APPROVE, canAct: true, task: task('completed') } }))).toEqual([
      'copyTo',
    ]);
  });

  it('a candidate who must claim first sees only 签收; once claimed, 取消签收 with the buttons', () => {
    const unclaimed = ctx({
      detail: { buttons: [{ alias: 'lockUnlock', name: '签收' }], canAct: false, task: task() },
      claim: { canLock: true, canUnlock: false },
    });
    expect(keys(unclaimed)).toEqual(['claim', 'copyTo']);
    const claimed = ctx({
      detail: { buttons: APPROVE.slice(0, 1), canAct: true, task: task() },
      claim: { canLock: false, canUnlock: true },
    });
    expect(keys(claimed)).toEqual(['agree', 'delegate', 'inquiry', 'unclaim', 'copyTo']);
  });

  it('a receiver of an unanswered notice may reply', () => {
    expect(keys(ctx({ replyable: true }))).toEqual(['reply', 'copyTo']);
  });

  it('a flow agent who started the request for someone else only follows it: no copy-to', () => {
    const followed = { status: 'running', creatorId: 'zhangsan', mayCopyTo: false };
    expect(keys(ctx({ userId: 'wangwu', instance: followed }))).toEqual([]);
  });
});

describe("the starter's actions", () => {
  const starter = (over: Partial<ActionContext> = {}) => ctx({ userId: 'zhangsan', ...over });

  it('urges, withdraws and retrieves a running request nobody has acted on', () => {
    expect(keys(starter())).toEqual(['urge', 'copyTo', 'retrieve', 'withdraw']);
  });

  it('cannot withdraw once an approver acted', () => {
    const opinions = [{ taskId: 't1', auditor: 'lisi', status: 'agree' }];
    expect(keys(starter({ opinions }))).toEqual(['urge', 'copyTo', 'retrieve']);
  });

  it('an ended request offers only copy-to; a draft nothing', () => {
    expect(keys(starter({ instance: { status: 'end', creatorId: 'zhangsan' } }))).toEqual(['copyTo']);
    expect(keys(starter({ instance: { status: 'draft', creatorId: 'zhangsan' } }))).toEqual([]);
  });

  it('a request sent back to the starter is their task: resubmit or end, no retrieve', () => {
    const detail = {
      buttons: [
        { alias: 'agree', name: '重新提交' },
        { alias: 'endProcess', name: '终止' },
      ],
      canAct: true,
      task: task(),
    };
    const opinions = [{ taskId: 't1', auditor: 'lisi', status: 'reject' }];
    expect(keys(starter({ detail, opinions }))).toEqual([
      'agree',
      'endProcess',
      'delegate',
      'inquiry',
      'urge',
      'copyTo',
    ]);
  });
});

describe("revoking one's own step (spec §4)", () => {
  it('an agree on a running instance, or an inquiry, may be taken back', () => {
    const opinions = [{ taskId: 't1', auditor: 'lisi', status: 'agree' }];
    expect(revocableStep(ctx({ opinions }))).toBe('t1');
    expect(keys(ctx({ opinions }))).toEqual(['copyTo', 'revoke']);
    const inqu = [{ taskId: 't2', auditor: 'lisi', status: 'inqu' }];
    expect(revocableStep(ctx({ opinions: inqu, instance: { status: 'end', creatorId: 'x' } }))).toBe('t2');
  });

  it('an oppose, or an agree on an ended instance, may not', () => {
    expect(
      revocableStep(ctx({ opinions: [{ taskId: 't1', auditor: 'lisi', status: 'oppose' }] })),
    ).toBeNull();
    expect(
      revocableStep(
        ctx({
          opinions: [{ taskId: 't1', auditor: 'lisi', status: 'agree' }],
          instance: { status: 'end', creatorId: 'x' },
        }),
      ),
    ).toBeNull();
  });

  it('only the last step of the caller counts', () => {
    const opinions = [
      { taskId: 't1', auditor: 'lisi', status: 'agree' },
      { taskId: 't2', auditor: 'lisi', status: 'oppose' },
    ];
    expect(revocableStep(ctx({ opinions }))).toBeNull();
  });
});

describe('the bottom bar', () => {
  const a = (...ks: string[]) => ks.map((key) => ({ key, name: '' })) as never[];

  it('shows up to three actions as they are', () => {
    expect(splitActions(a('agree', 'reject', 'copyTo'))).toEqual({
      primary: a('agree', 'reject', 'copyTo'),
      more: [],
    });
  });

  it('with more, keeps two and puts the rest under 更多', () => {
    const { primary, more } = splitActions(a('agree', 'reject', 'oppose', 'transfer'));
    expect(primary.map((x) => (x as { key: string }).key)).toEqual(['agree', 'reject']);
    expect(more.map((x) => (x as { key: string }).key)).toEqual(['oppose', 'transfer']);
  });
});
