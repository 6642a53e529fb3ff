import { describe, expect, it } from 'vitest';
import { DEMO_PROCESSES } from './fixtures/demo';
import { ok, openAt, openNodes, taskAt, testContext } from './fixtures/harness';
import { complete, isNeedAssignees, reject, removeSigner, start } from './operations';
import { parseProcess } from './parse';
import { rejectTargets, taskSettings } from './queries';
import type { AssigneeMap, InstanceState, ProcessModel, Vote } from './types';

/** What the directory would answer for the demo rules. */
const directory: AssigneeMap = {
  Task_Leader: ['leader'],
  Task_HR: ['hr1', 'hr2'],
  Task_GM: ['gm'],
  Task_Finance: ['f1', 'f2', 'f3', 'f4'],
  Task_Admin: ['admin'],
  Task_IT: ['rd'],
  Task_Stock: ['stock'],
  Task_Buy: ['buyer'],
  Task_Review: ['m1', 'm2'],
  Task_Sign: ['gm'],
  Task_Seal: ['clerk'],
};

async function demo(key: keyof typeof DEMO_PROCESSES) {
  const model = await parseProcess(DEMO_PROCESSES[key]);
  const ctx = testContext();
  return {
    model,
    begin: (variables: Record<string, unknown>) =>
      ok(model, start(model, { starter: 'emp', variables, assignees: directory }, ctx)).state,
    act: (s: InstanceState, node: string, user: string, action: Vote = 'agree') =>
      ok(
        model,
        complete(
          model,
          s,
          { taskId: taskAt(s, node, user).id, actor: user, action, assignees: directory },
          ctx,
        ),
      ).state,
    back: (s: InstanceState, node: string, user: string, to: string) =>
      ok(
        model,
        reject(
          model,
          s,
          { taskId: taskAt(s, node, user).id, actor: user, target: { nodeId: to }, assignees: directory },
          ctx,
        ),
      ).state,
    ctx,
  };
}

function nodesAsked(model: ProcessModel, variables: Record<string, unknown>) {
  const out = start(model, { starter: 'emp', variables }, testContext());
  return isNeedAssignees(out) ? out.needAssignees.map((n) => [n.nodeId, n.rules.map((r) => r.type)]) : [];
}

describe('demo leave', () => {
  it.each([
    [5, [['Task_Leader', ['starterOrgLeader']]]],
    [3, [['Task_HR', ['org']]]],
  ])('days %i: the server is asked for %j', async (days, asked) => {
    const d = await demo('leave');
    expect(nodesAsked(d.model, { days })).toEqual(asked);
  });

  it.each([
    [5, ['Task_Leader', 'Task_HR']],
    [3, ['Task_HR']],
    [3.5, ['Task_Leader', 'Task_HR']],
  ])('days %d passes %j and ends', async (days, path) => {
    const d = await demo('leave');
    let s = d.begin({ days });
    for (const node of path) {
      expect(openNodes(s)).toEqual([node]);
      s = d.act(s, node, directory[node]![0]!);
    }
    expect(s.status).toBe('ended');
  });

  it('HR is one task for the two HR people (claim), with the leave form read-only and due in two days', async () => {
    const d = await demo('leave');
    const s = d.begin({ days: 1 });
    const task = taskAt(s, 'Task_HR');
    expect(task.assignees).toEqual(['hr1', 'hr2']);
    expect(task.dueAt).toBe('2026-01-07T09:00:00.000Z');
    expect(taskSettings(d.model, 'Task_HR')).toMatchObject({
      formKey: 'leave',
      fields: { days: 'r', reason: 'r' },
    });
    expect(taskSettings(d.model, 'Start').fields.days).toBe('w');
  });
});

describe('demo expense', () => {
  it.each([
    [8000, ['Task_Leader', 'Task_GM', 'Task_Finance']],
    [300, ['Task_Leader', 'Task_Finance']],
  ])('total %i goes through %j', async (total, path) => {
    const d = await demo('expense');
    let s = d.begin({ total });
    for (const node of path.slice(0, -1)) s = d.act(s, node, directory[node]![0]!);
    expect(openNodes(s)).toEqual(['Task_Finance']);
  });

  it.each<[Vote[], 'ended' | 'Start']>([
    [['agree', 'agree'], 'ended'],
    [['agree', 'oppose', 'agree'], 'ended'],
    [['oppose', 'oppose', 'oppose'], 'Start'],
    [['agree', 'oppose', 'oppose', 'oppose'], 'Start'],
  ])('finance countersign, votes %j: %s', async (votes, outcome) => {
    const d = await demo('expense');
    let s = d.act(d.begin({ total: 300 }), 'Task_Leader', 'leader');
    expect(openAt(s, 'Task_Finance')).toHaveLength(4);
    votes.forEach((v, i) => (s = d.act(s, 'Task_Finance', `f${i + 1}`, v)));
    if (outcome === 'ended') expect(s.status).toBe('ended');
    else expect(taskAt(s, 'Start').assignees).toEqual(['emp']);
  });
});

describe('demo purchase', () => {
  it.each([
    [{ total: 20000, category: 'dzsb' }, ['Task_GM', 'Task_IT']],
    [{ total: 20000, category: 'bgyp' }, ['Task_GM']],
    [{ total: 500, category: 'dzsb' }, ['Task_IT']],
    [{ total: 500, category: 'bgyp' }, ['Task_Stock']],
  ])('%j: parallel approvals, finance, then %j, then the purchase', async (variables, branches) => {
    const d = await demo('purchase');
    let s = d.begin(variables);
    expect(openNodes(s)).toEqual(['Task_Admin', 'Task_Leader']);
    s = d.act(s, 'Task_Leader', 'leader');
    expect(openNodes(s)).toEqual(['Task_Admin']);
    s = d.act(d.act(s, 'Task_Admin', 'admin'), 'Task_Finance', 'f1');
    expect(openNodes(s)).toEqual([...branches].sort());
    for (const [i, node] of branches.entries()) {
      if (i > 0) expect(openNodes(s)).not.toContain('Task_Buy');
      s = d.act(s, node, directory[node]![0]!);
    }
    expect(openNodes(s)).toEqual(['Task_Buy']);
    expect(d.act(s, 'Task_Buy', 'buyer').status).toBe('ended');
  });

  it('the purchase step can be rejected to one of the parallel approvals', async () => {
    const d = await demo('purchase');
    let s = d.begin({ total: 500, category: 'bgyp' });
    s = d.act(d.act(d.act(s, 'Task_Leader', 'leader'), 'Task_Admin', 'admin'), 'Task_Finance', 'f1');
    s = d.act(s, 'Task_Stock', 'stock');
    const targets = rejectTargets(d.model, s, taskAt(s, 'Task_Buy').id).map((t) => t.nodeId);
    expect(targets).toEqual(['Task_Stock', 'Task_Finance', 'Task_Admin', 'Task_Leader', 'Start']);
    s = d.back(s, 'Task_Buy', 'buyer', 'Task_Admin');
    expect(openNodes(s)).toEqual(['Task_Admin']);
    s = d.act(d.act(s, 'Task_Admin', 'admin'), 'Task_Finance', 'f2');
    expect(openNodes(s)).toEqual(['Task_Stock']);
  });
});

describe('demo contract', () => {
  it('review one manager after the other, then the signature, then the seal', async () => {
    const d = await demo('contract');
    let s = d.act(d.begin({ amount: 100000 }), 'Task_Leader', 'leader');
    expect(openAt(s, 'Task_Review').map((t) => t.assignees)).toEqual([['m1']]);
    s = d.act(d.act(s, 'Task_Review', 'm1'), 'Task_Review', 'm2');
    expect(openNodes(s)).toEqual(['Task_Sign']);
    expect(taskSettings(d.model, 'Task_Sign').fields.sealSign).toBe('b');
    expect(taskSettings(d.model, 'Task_Sign').buttons[0]).toEqual({ alias: 'agree', name: '签署' });
    s = d.act(d.act(s, 'Task_Sign', 'gm'), 'Task_Seal', 'clerk');
    expect(s.status).toBe('ended');
  });

  it('the signer rejects to the department head, who sends it straight back to the signer', async () => {
    const d = await demo('contract');
    let s = d.act(d.begin({}), 'Task_Leader', 'leader');
    s = d.act(d.act(s, 'Task_Review', 'm1'), 'Task_Review', 'm2');
    s = d.back(s, 'Task_Sign', 'gm', 'Task_Leader');
    expect(openNodes(s)).toEqual(['Task_Leader']);
    s = d.act(s, 'Task_Leader', 'leader');
    expect(openNodes(s)).toEqual(['Task_Sign']);
  });

  it('removing the last reviewer who has not voted decides the review and asks who signs', async () => {
    const d = await demo('contract');
    const s = d.act(d.act(d.begin({}), 'Task_Leader', 'leader'), 'Task_Review', 'm1');
    const cmd = { taskId: taskAt(s, 'Task_Review', 'm2').id, actor: 'm2', userId: 'm2' };
    expect(() => removeSigner(d.model, s, cmd, d.ctx)).toThrow(/需要指定处理人/);
    const asked = removeSigner(d.model, s, { ...cmd, assignees: {} }, d.ctx);
    expect(isNeedAssignees(asked) && asked.needAssignees.map((n) => n.nodeId)).toEqual(['Task_Sign']);
    const out = ok(d.model, removeSigner(d.model, s, { ...cmd, assignees: { Task_Sign: ['gm'] } }, d.ctx));
    expect(openNodes(out.state)).toEqual(['Task_Sign']);
  });

  it('one opposing reviewer sends the contract back to the department head', async () => {
    const d = await demo('contract');
    const s = d.act(d.act(d.begin({}), 'Task_Leader', 'leader'), 'Task_Review', 'm1', 'oppose');
    expect(openNodes(s)).toEqual(['Task_Leader']);
  });
});
