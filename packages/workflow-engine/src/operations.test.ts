import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { DEMO_PROCESSES } from './fixtures/demo';
import {
  ok,
  openAt,
  openNodes,
  quick,
  taskAt,
  testContext,
  type QuickFlow,
  type QuickNode,
} from './fixtures/harness';
import {
  addSigner,
  complete,
  isNeedAssignees,
  jump,
  reassign,
  reject,
  removeSigner,
  revoke,
  start,
  terminate,
} from './operations';
import { parseProcess } from './parse';
import {
  isRevocable,
  nodeStatuses,
  rejectTargets,
  taskSettings,
  userTaskNodes,
  DEFAULT_BUTTONS,
} from './queries';
import type { CountersignRule, Effect, InstanceState, ProcessModel, Vote } from './types';

const S: QuickNode = { id: 'S', type: 'start', settings: { formKey: 'f' } };
const E: QuickNode = { id: 'E', type: 'end' };
const user = (id: string): QuickNode => ({ id, type: 'user' });
const line = (...ids: string[]): QuickFlow[] => ids.slice(1).map((id, i) => [ids[i]!, id]);

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function refused(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('the operation was not refused');
}

/** Runs operations on frozen states, so any mutation of the caller's state fails the test. */
async function engine(nodes: QuickNode[], flows: QuickFlow[]) {
  const model = deepFreeze(await parseProcess(quick(nodes, flows)));
  const ctx = testContext();
  /** Assignees the directory would give, passed with every command of begin and act. */
  let dir: Record<string, string[]> | undefined;
  const t = {
    model,
    ctx,
    begin: (variables: Record<string, unknown> = {}, assignees?: Record<string, string[]>) => {
      dir = assignees;
      return deepFreeze(ok(model, start(model, { starter: 'boss', variables, assignees }, ctx)).state);
    },
    act: (
      s: InstanceState,
      nodeId: string,
      actor = nodeId.toLowerCase(),
      action: Vote = 'agree',
      extra = {},
    ) =>
      deepFreeze(
        ok(
          model,
          complete(
            model,
            s,
            { taskId: taskAt(s, nodeId, actor).id, actor, action, assignees: dir, ...extra },
            ctx,
          ),
        ),
      ),
  };
  return t;
}

const noticesOf = (effects: Effect[]) => effects.filter((e) => e.type === 'notice');
const closed = (effects: Effect[]) =>
  effects.flatMap((e) => (e.type === 'closeTask' ? [`${e.nodeId}:${e.reason}`] : [])).sort();

describe('start', () => {
  it('asks for the assignees of directory rules, with what it resolved itself', async () => {
    const model = await parseProcess(DEMO_PROCESSES.leave);
    const out = start(model, { starter: 'u1', variables: { days: 5 } }, testContext());
    expect(out).toEqual({
      needAssignees: [
        {
          nodeId: 'Task_Leader',
          nodeName: '部门负责人审批',
          rules: [{ type: 'starterOrgLeader' }],
          resolved: [],
          starter: 'u1',
        },
      ],
    });
  });

  it('resolves users, the starter and FEEL rules itself, and creates the task with form and due time', async () => {
    const t = await engine(
      [
        S,
        {
          id: 'A',
          type: 'user',
          name: '审批',
          settings: {
            formKey: 'leave',
            dueTime: 'P1DT2H',
            assignees: [['users', 'a, b'], ['starter'], ['feel', 'if days > 3 then [manager, "c"] else "d"']],
          },
        },
        E,
      ],
      line('S', 'A', 'E'),
    );
    const out = ok(t.model, start(t.model, { starter: 'boss', variables: { days: 5, manager: 'm' } }, t.ctx));
    const task = taskAt(out.state, 'A');
    expect(task.assignees).toEqual(['a', 'b', 'boss', 'm', 'c']);
    expect(task.dueAt).toBe('2026-01-06T11:00:00.000Z');
    expect(out.effects).toEqual([{ type: 'createTask', task, nodeName: '审批', formKey: 'leave' }]);
    expect(out.state).toMatchObject({ version: 1, status: 'running', starter: 'boss', visited: ['S', 'A'] });
  });

  it.each([
    ['a FEEL rule that gives no user', [['feel', '{ a: 1 }']], {}, 'CONDITION_ERROR'],
    ['a FEEL rule over a missing variable', [['feel', 'manager']], {}, 'CONDITION_ERROR'],
    ['an empty given list', [['role', 'hr']], { A: [] }, 'NO_ASSIGNEE'],
  ] as const)('refuses %s', async (_name, assignees, given, code) => {
    const t = await engine(
      [S, { id: 'A', type: 'user', settings: { assignees: [...assignees] as never } }, E],
      line('S', 'A', 'E'),
    );
    const err = refused(() =>
      start(t.model, { starter: 'boss', assignees: given as Record<string, string[]> }, t.ctx),
    );
    expect(err).toMatchObject({ code, nodeId: 'A' });
  });

  it('a task chosen by the previous approver is asked for', async () => {
    const t = await engine(
      [S, user('A'), { id: 'B', type: 'user', settings: { assignees: [['chosen']] } }, E],
      line('S', 'A', 'B', 'E'),
    );
    const s = t.begin();
    const asked = complete(t.model, s, { taskId: taskAt(s, 'A').id, actor: 'a', action: 'agree' }, t.ctx);
    expect(isNeedAssignees(asked) && asked.needAssignees[0]).toMatchObject({
      nodeId: 'B',
      rules: [{ type: 'chosen' }],
    });
    const out = ok(
      t.model,
      complete(
        t.model,
        s,
        { taskId: taskAt(s, 'A').id, actor: 'a', action: 'agree', assignees: { B: ['x', 'y', 'x'] } },
        t.ctx,
      ),
    );
    expect(taskAt(out.state, 'B').assignees).toEqual(['x', 'y']);
  });
});

describe('complete', () => {
  it('moves on, records the stack and merges variables without touching the given state', async () => {
    const t = await engine(
      [S, user('A'), { id: 'G', type: 'xor', default: 'F_G_C' }, user('B'), user('C'), E],
      [
        ['S', 'A'],
        ['A', 'G'],
        ['G', 'B', 'ok = true'],
        ['G', 'C'],
        ['B', 'E'],
        ['C', 'E'],
      ],
    );
    const s = t.begin({ note: 1 });
    const out = t.act(s, 'A', 'a', 'agree', { variables: { ok: true } });
    expect(openNodes(out.state)).toEqual(['B']);
    expect(out.state.variables).toEqual({ note: 1, ok: true });
    expect(out.state.version).toBe(s.version + 1);
    expect(out.state.stack.map((e) => [e.nodeId, e.actors])).toEqual([
      ['S', ['boss']],
      ['A', ['a']],
    ]);
    expect(closed(out.effects)).toEqual(['A:completed']);
    expect(s.tasks[0]!.nodeId).toBe('A');
  });

  it.each([
    ['an unknown task', (_s: InstanceState) => ({ taskId: 'nope', actor: 'a' }), 'TASK_NOT_FOUND'],
    ['someone else', (s: InstanceState) => ({ taskId: s.tasks[0]!.id, actor: 'mallory' }), 'NOT_ASSIGNEE'],
  ])('refuses %s', async (_name, cmd, code) => {
    const t = await engine([S, user('A'), E], line('S', 'A', 'E'));
    const s = t.begin();
    expect(refused(() => complete(t.model, s, { ...cmd(s), action: 'agree' }, t.ctx)).code).toBe(code);
  });

  it('refuses any operation on an ended instance', async () => {
    const t = await engine([S, user('A'), E], line('S', 'A', 'E'));
    const s = t.begin();
    const ended = ok(t.model, terminate(t.model, s, { actor: 'admin' }, t.ctx)).state;
    expect(
      refused(() => complete(t.model, ended, { taskId: s.tasks[0]!.id, actor: 'a', action: 'agree' }, t.ctx))
        .code,
    ).toBe('NOT_RUNNING');
  });

  it('any candidate of a plain task completes it', async () => {
    const t = await engine(
      [S, { id: 'A', type: 'user', settings: { assignees: [['users', 'x,y']] } }, user('B'), E],
      line('S', 'A', 'B', 'E'),
    );
    const out = t.act(t.begin(), 'A', 'y');
    expect(openNodes(out.state)).toEqual(['B']);
  });
});

describe('countersign', () => {
  const signers = ['s1', 's2', 's3', 's4'];
  async function cs(rule: CountersignRule, sequential = false) {
    return engine(
      [
        S,
        user('A'),
        {
          id: 'M',
          type: 'user',
          name: '会签',
          mi: sequential ? 'sequential' : 'parallel',
          settings: { assignees: [['role', 'r']], countersign: rule },
        },
        user('D'),
        E,
      ],
      line('S', 'A', 'M', 'D', 'E'),
    );
  }

  it.each<[string, CountersignRule, Vote[], 'pass' | 'fail', number]>([
    ['all agree', { pass: 'all', onFail: 'continue' }, ['agree', 'agree', 'agree', 'agree'], 'pass', 4],
    ['all, one opposes', { pass: 'all', onFail: 'continue' }, ['agree', 'oppose'], 'fail', 2],
    ['any, second agrees', { pass: 'any', onFail: 'continue' }, ['oppose', 'agree'], 'pass', 2],
    [
      'any, nobody agrees',
      { pass: 'any', onFail: 'continue' },
      ['oppose', 'oppose', 'abandon', 'oppose'],
      'fail',
      4,
    ],
    ['50%, two agree', { pass: 'percent', value: 50, onFail: 'continue' }, ['agree', 'agree'], 'pass', 2],
    [
      '50%, three oppose',
      { pass: 'percent', value: 50, onFail: 'continue' },
      ['oppose', 'oppose', 'oppose'],
      'fail',
      3,
    ],
    [
      '50%, an abstention',
      { pass: 'percent', value: 50, onFail: 'continue' },
      ['agree', 'oppose', 'abandon', 'agree'],
      'pass',
      4,
    ],
    [
      '75%',
      { pass: 'percent', value: 75, onFail: 'continue' },
      ['agree', 'oppose', 'agree', 'agree'],
      'pass',
      4,
    ],
    ['count 3, two oppose', { pass: 'count', value: 3, onFail: 'continue' }, ['oppose', 'oppose'], 'fail', 2],
    [
      'waitAll',
      { pass: 'any', waitAll: true, onFail: 'continue' },
      ['agree', 'oppose', 'oppose', 'oppose'],
      'pass',
      4,
    ],
  ])('%s', async (_name, rule, votes, outcome, decidedAfter) => {
    for (const sequential of [false, true]) {
      const t = await cs(rule, sequential);
      let s = t.act(t.begin({}, { M: signers }), 'A').state;
      expect(openAt(s, 'M')).toHaveLength(sequential ? 1 : 4);
      let effects: Effect[] = [];
      for (const [i, vote] of votes.entries()) {
        expect(openNodes(s)).toEqual(['M']);
        ({ state: s, effects } = t.act(s, 'M', signers[i], vote));
      }
      expect(votes).toHaveLength(decidedAfter);
      expect(openNodes(s)).toEqual(['D']);
      expect(s.variables.M_passed).toBe(outcome === 'pass');
      expect(noticesOf(effects)).toEqual([
        {
          type: 'notice',
          kind: outcome === 'pass' ? 'countersignPassed' : 'countersignFailed',
          nodeId: 'M',
          users: signers,
        },
      ]);
      const stillOpen = sequential ? 0 : 4 - decidedAfter;
      expect(closed(effects).filter((c) => c === 'M:decided')).toHaveLength(stillOpen);
    }
  });

  it('a sequential countersign opens one signer after the other, in order', async () => {
    const t = await cs({ pass: 'all', onFail: 'continue' }, true);
    let s = t.act(t.begin({}, { M: signers }), 'A').state;
    for (const u of signers) {
      expect(openAt(s, 'M').map((x) => x.assignees)).toEqual([[u]]);
      s = t.act(s, 'M', u).state;
    }
    expect(openNodes(s)).toEqual(['D']);
  });

  it.each([
    ['rejectPrevious', ['A'], 'a'],
    ['rejectStart', ['S'], 'boss'],
  ] as const)('a failed vote with %s goes back', async (onFail, nodes, who) => {
    const t = await cs({ pass: 'all', onFail });
    const s = t.act(t.act(t.begin({}, { M: signers }), 'A').state, 'M', 's2', 'oppose');
    expect(openNodes(s.state)).toEqual(nodes);
    expect(taskAt(s.state, nodes[0]).assignees).toEqual([who]);
    expect(noticesOf(s.effects).map((n) => n.type === 'notice' && n.kind)).toEqual([
      'countersignFailed',
      'rejected',
    ]);
  });

  it('a signer who rejects sends the whole countersign back and closes the other votes', async () => {
    const t = await cs({ pass: 'all', onFail: 'continue' });
    const s = t.act(t.begin({}, { M: ['s1', 's2', 's3'] }), 'A').state;
    const out = ok(
      t.model,
      reject(t.model, s, { taskId: taskAt(s, 'M', 's2').id, actor: 's2', target: 'previous' }, t.ctx),
    );
    expect(closed(out.effects)).toEqual(['M:rejected', 'M:rejected', 'M:rejected']);
    expect(openNodes(out.state)).toEqual(['A']);
    const again = t.act(out.state, 'A').state;
    expect(openAt(again, 'M')).toHaveLength(3);
  });

  describe('add and remove signers', () => {
    it('before: the new signer signs first, then the task returns to the one who added', async () => {
      const t = await cs({ pass: 'all', onFail: 'continue' }, true);
      let s = t.act(t.begin({}, { M: ['s1', 's2'] }), 'A').state;
      const out = ok(
        t.model,
        addSigner(
          t.model,
          s,
          { taskId: taskAt(s, 'M', 's1').id, actor: 's1', users: ['x'], position: 'before' },
          t.ctx,
        ),
      );
      expect(closed(out.effects)).toEqual(['M:signerAdded']);
      s = out.state;
      expect(openAt(s, 'M').map((x) => x.assignees)).toEqual([['x']]);
      s = t.act(s, 'M', 'x').state;
      expect(openAt(s, 'M').map((x) => x.assignees)).toEqual([['s1']]);
      s = t.act(t.act(s, 'M', 's1').state, 'M', 's2').state;
      expect(openNodes(s)).toEqual(['D']);
      expect(s.stack.at(-1)!.actors).toEqual(['x', 's1', 's2']);
    });

    it('after: the new signer comes after the current one', async () => {
      const t = await cs({ pass: 'all', onFail: 'continue' }, true);
      let s = t.act(t.begin({}, { M: ['s1', 's2'] }), 'A').state;
      s = ok(
        t.model,
        addSigner(
          t.model,
          s,
          { taskId: taskAt(s, 'M').id, actor: 's1', users: ['x'], position: 'after' },
          t.ctx,
        ),
      ).state;
      const order: string[] = [];
      while (openNodes(s).includes('M')) {
        const u = openAt(s, 'M')[0]!.assignees[0]!;
        order.push(u);
        s = t.act(s, 'M', u).state;
      }
      expect(order).toEqual(['s1', 'x', 's2']);
    });

    it('parallel: the new signer gets a task at once and counts in the rule', async () => {
      const t = await cs({ pass: 'percent', value: 50, onFail: 'continue' });
      let s = t.act(t.begin({}, { M: ['s1', 's2'] }), 'A').state;
      s = ok(
        t.model,
        addSigner(
          t.model,
          s,
          { taskId: taskAt(s, 'M', 's1').id, actor: 's1', users: ['x', 'y'], position: 'parallel' },
          t.ctx,
        ),
      ).state;
      expect(openAt(s, 'M')).toHaveLength(4);
      s = t.act(s, 'M', 'x').state;
      expect(openNodes(s)).toEqual(['M']);
      s = t.act(s, 'M', 's2').state;
      expect(openNodes(s)).toEqual(['D']);
    });

    it.each([
      ['a plain task', 'A', ['x'], 'NOT_COUNTERSIGN'],
      ['a signer already there', 'M', ['s2'], 'SIGNER_EXISTS'],
      ['nobody', 'M', [], 'BAD_COMMAND'],
    ] as const)('refuses adding to %s', async (_name, node, users, code) => {
      const t = await cs({ pass: 'all', onFail: 'continue' });
      let s = t.begin({}, { M: ['s1', 's2'] });
      if (node === 'M') s = t.act(s, 'A').state;
      const task = taskAt(s, node);
      const err = refused(() =>
        addSigner(
          t.model,
          s,
          { taskId: task.id, actor: task.assignees[0]!, users: [...users], position: 'after' },
          t.ctx,
        ),
      );
      expect(err.code).toBe(code);
    });

    it('removing the signer everyone waits for decides the node', async () => {
      const t = await cs({ pass: 'all', onFail: 'continue' });
      let s = t.act(t.begin({}, { M: ['s1', 's2', 's3'] }), 'A').state;
      s = t.act(t.act(s, 'M', 's1').state, 'M', 's2').state;
      const out = ok(
        t.model,
        removeSigner(t.model, s, { taskId: taskAt(s, 'M').id, actor: 's3', userId: 's3' }, t.ctx),
      );
      expect(closed(out.effects)).toEqual(['M:signerRemoved']);
      expect(openNodes(out.state)).toEqual(['D']);
      expect(out.state.variables.M_passed).toBe(true);
    });

    it.each([
      ['a signer who voted', ['s1', 's2'], 's1', 'SIGNER_NOT_FOUND'],
      ['the last signer', ['s1'], 's1', 'LAST_SIGNER'],
    ])('refuses removing %s', async (_name, who, userId, code) => {
      const t = await cs({ pass: 'all', onFail: 'continue' }, true);
      let s = t.act(t.begin({}, { M: who }), 'A').state;
      if (who.length > 1) s = t.act(s, 'M', 's1').state;
      const task = openAt(s, 'M')[0]!;
      expect(
        refused(() => removeSigner(t.model, s, { taskId: task.id, actor: task.assignees[0]!, userId }, t.ctx))
          .code,
      ).toBe(code);
    });
  });
});

describe('reject', () => {
  const linear = () =>
    engine([S, user('A'), user('B'), { ...user('C'), name: '复核' }, E], line('S', 'A', 'B', 'C', 'E'));
  const atC = async () => {
    const t = await linear();
    const s = t.act(t.act(t.begin(), 'A').state, 'B').state;
    return { t, s, c: taskAt(s, 'C') };
  };

  it('lists the passed nodes, nearest first, the start last', async () => {
    const { t, s, c } = await atC();
    expect(rejectTargets(t.model, s, c.id).map((x) => [x.nodeId, x.actors])).toEqual([
      ['B', ['b']],
      ['A', ['a']],
      ['S', ['boss']],
    ]);
  });

  it.each([
    ['previous', 'previous' as const, 'B', 'b', ['B', 'C']],
    ['a passed node', { nodeId: 'A' }, 'A', 'a', ['A', 'B', 'C']],
    ['the start', 'start' as const, 'S', 'boss', ['S', 'A', 'B', 'C']],
  ])(
    'to %s: back to whoever handled it, then along the normal path',
    async (_name, target, node, who, path) => {
      const { t, s, c } = await atC();
      const out = ok(t.model, reject(t.model, s, { taskId: c.id, actor: 'c', target }, t.ctx));
      expect(openNodes(out.state)).toEqual([node]);
      expect(taskAt(out.state, node).assignees).toEqual([who]);
      expect(closed(out.effects)).toEqual(['C:rejected']);
      expect(noticesOf(out.effects)).toEqual([
        { type: 'notice', kind: 'rejected', nodeId: node, users: [who] },
      ]);
      let st = out.state;
      for (const n of path) {
        expect(openNodes(st)).toEqual([n]);
        st = t.act(st, n, n === 'S' ? 'boss' : n.toLowerCase()).state;
      }
      expect(st.status).toBe('ended');
    },
  );

  it('direct mode: the rejected-to node goes straight back to the node that rejected', async () => {
    const { t, s, c } = await atC();
    let st = ok(
      t.model,
      reject(t.model, s, { taskId: c.id, actor: 'c', target: { nodeId: 'A' }, mode: 'direct' }, t.ctx),
    ).state;
    st = t.act(st, 'A').state;
    expect(openNodes(st)).toEqual(['C']);
    expect(taskAt(st, 'C').assignees).toEqual(['c']);
    expect(rejectTargets(t.model, st, taskAt(st, 'C').id)[0]!.nodeId).toBe('A');
  });

  it.each([
    ['a node not passed yet', { nodeId: 'E' }],
    ['the node itself', { nodeId: 'C' }],
    ['an unknown node', { nodeId: 'Nope' }],
  ])('refuses %s', async (_name, target) => {
    const { t, s, c } = await atC();
    expect(refused(() => reject(t.model, s, { taskId: c.id, actor: 'c', target }, t.ctx)).code).toBe(
      'INVALID_TARGET',
    );
  });

  const parallel = () =>
    engine(
      [
        S,
        user('P'),
        { id: 'F', type: 'and' },
        user('A'),
        user('A2'),
        user('B'),
        { id: 'J', type: 'and' },
        user('C'),
        E,
      ],
      [
        ['S', 'P'],
        ['P', 'F'],
        ['F', 'A'],
        ['F', 'B'],
        ['A', 'A2'],
        ['A2', 'J'],
        ['B', 'J'],
        ['J', 'C'],
        ['C', 'E'],
      ],
    );

  it('inside one parallel branch leaves the other branch alone', async () => {
    const t = await parallel();
    let s = t.act(t.act(t.begin(), 'P').state, 'A').state;
    s = ok(
      t.model,
      reject(t.model, s, { taskId: taskAt(s, 'A2').id, actor: 'a2', target: 'previous' }, t.ctx),
    ).state;
    expect(openNodes(s)).toEqual(['A', 'B']);
    s = t.act(t.act(t.act(s, 'A').state, 'B').state, 'A2').state;
    expect(openNodes(s)).toEqual(['C']);
  });

  it('from after the join into one branch: the branch is redone and joins again without the other', async () => {
    const t = await parallel();
    let s = t.act(t.begin(), 'P').state;
    for (const n of ['A', 'B', 'A2']) s = t.act(s, n).state;
    const c = taskAt(s, 'C');
    expect(rejectTargets(t.model, s, c.id).map((x) => x.nodeId)).toEqual(['A2', 'B', 'A', 'P', 'S']);
    s = ok(t.model, reject(t.model, s, { taskId: c.id, actor: 'c', target: { nodeId: 'A' } }, t.ctx)).state;
    expect(openNodes(s)).toEqual(['A']);
    s = t.act(s, 'A').state;
    expect(openNodes(s)).toEqual(['A2']);
    s = t.act(s, 'A2').state;
    expect(openNodes(s)).toEqual(['C']);
    expect(rejectTargets(t.model, s, taskAt(s, 'C').id).map((x) => x.nodeId)).toContain('B');
  });

  it('to a node before the fork withdraws every branch', async () => {
    const t = await parallel();
    let s = t.act(t.act(t.begin(), 'P').state, 'A').state;
    const out = ok(
      t.model,
      reject(t.model, s, { taskId: taskAt(s, 'B').id, actor: 'b', target: { nodeId: 'P' } }, t.ctx),
    );
    expect(closed(out.effects)).toEqual(['A2:rejected', 'B:rejected']);
    s = t.act(out.state, 'P').state;
    expect(openNodes(s)).toEqual(['A', 'B']);
  });

  it('into a sub-process from after it', async () => {
    const t = await engine(
      [
        S,
        {
          id: 'Sub',
          type: 'sub',
          nodes: [{ id: 'SS', type: 'start' }, user('B'), { id: 'SE', type: 'end' }],
          flows: line('SS', 'B', 'SE'),
        },
        user('D'),
        E,
      ],
      line('S', 'Sub', 'D', 'E'),
    );
    let s = t.act(t.begin(), 'B').state;
    s = ok(
      t.model,
      reject(t.model, s, { taskId: taskAt(s, 'D').id, actor: 'd', target: 'previous' }, t.ctx),
    ).state;
    expect(openNodes(s)).toEqual(['B']);
    expect(s.tokens.find((k) => k.nodeId === 'Sub')?.kind).toBe('scope');
    s = t.act(s, 'B').state;
    expect(openNodes(s)).toEqual(['D']);
  });
});

describe('revoke', () => {
  const linear = () => engine([S, user('A'), user('B'), user('C'), E], line('S', 'A', 'B', 'C', 'E'));

  it('pulls a task back while the next node is untouched', async () => {
    const t = await linear();
    const s0 = t.begin();
    const doneA = taskAt(s0, 'A');
    const s = t.act(s0, 'A').state;
    expect(isRevocable(t.model, s, doneA.id, 'a')).toBe(true);
    const out = ok(t.model, revoke(t.model, s, { taskId: doneA.id, actor: 'a' }, t.ctx));
    expect(openNodes(out.state)).toEqual(['A']);
    expect(taskAt(out.state, 'A').assignees).toEqual(['a']);
    expect(closed(out.effects)).toEqual(['B:revoked']);
    expect(noticesOf(out.effects)).toEqual([{ type: 'notice', kind: 'revoked', nodeId: 'A', users: ['b'] }]);
    expect(t.act(t.act(out.state, 'A').state, 'B').state.tasks.map((x) => x.nodeId)).toEqual(['C']);
  });

  it.each([
    ['after the next node acted', 'a', true],
    ['by someone else', 'b', false],
  ])('refuses %s', async (_name, actor, moveOn) => {
    const t = await linear();
    const s0 = t.begin();
    const doneA = taskAt(s0, 'A');
    let s = t.act(s0, 'A').state;
    if (moveOn) s = t.act(s, 'B').state;
    expect(isRevocable(t.model, s, doneA.id, actor)).toBe(false);
    expect(refused(() => revoke(t.model, s, { taskId: doneA.id, actor }, t.ctx)).code).toBe('NOT_REVOCABLE');
  });

  it('refuses once a countersign after it has a vote', async () => {
    const t = await engine(
      [
        S,
        user('A'),
        { id: 'M', type: 'user', mi: 'parallel', settings: { assignees: [['users', 'x,y']] } },
        E,
      ],
      line('S', 'A', 'M', 'E'),
    );
    const s0 = t.begin();
    const doneA = taskAt(s0, 'A');
    const s = t.act(t.act(s0, 'A').state, 'M', 'x').state;
    expect(refused(() => revoke(t.model, s, { taskId: doneA.id, actor: 'a' }, t.ctx)).code).toBe(
      'NOT_REVOCABLE',
    );
  });

  describe('a countersign vote', () => {
    const node = (mi: 'parallel' | 'sequential'): QuickNode => ({
      id: 'M',
      type: 'user',
      mi,
      settings: { assignees: [['users', 'x,y,z']], countersign: { pass: 'all', onFail: 'continue' } },
    });

    it('is taken back while the countersign is undecided (parallel)', async () => {
      const t = await engine([S, node('parallel'), user('D'), E], line('S', 'M', 'D', 'E'));
      const s0 = t.begin();
      const vote = taskAt(s0, 'M', 'x');
      let s = t.act(s0, 'M', 'x').state;
      expect(isRevocable(t.model, s, vote.id, 'y')).toBe(false);
      const out = ok(t.model, revoke(t.model, s, { taskId: vote.id, actor: 'x' }, t.ctx));
      expect(out.effects.map((e) => e.type)).toEqual(['createTask']);
      s = out.state;
      expect(
        openAt(s, 'M')
          .map((k) => k.assignees[0])
          .sort(),
      ).toEqual(['x', 'y', 'z']);
      for (const u of ['x', 'y', 'z']) s = t.act(s, 'M', u).state;
      expect(openNodes(s)).toEqual(['D']);
    });

    it('is taken back in a sequential countersign until the next signer votes', async () => {
      const t = await engine([S, node('sequential'), user('D'), E], line('S', 'M', 'D', 'E'));
      const s0 = t.begin();
      const vote = taskAt(s0, 'M', 'x');
      let s = t.act(s0, 'M', 'x').state;
      expect(isRevocable(t.model, s, vote.id, 'x')).toBe(true);
      const out = ok(t.model, revoke(t.model, s, { taskId: vote.id, actor: 'x' }, t.ctx));
      expect(closed(out.effects)).toEqual(['M:revoked']);
      expect(noticesOf(out.effects)).toEqual([
        { type: 'notice', kind: 'revoked', nodeId: 'M', users: ['y'] },
      ]);
      expect(openAt(out.state, 'M').map((k) => k.assignees)).toEqual([['x']]);
      const again = taskAt(out.state, 'M', 'x');
      s = t.act(t.act(out.state, 'M', 'x').state, 'M', 'y').state;
      expect(refused(() => revoke(t.model, s, { taskId: again.id, actor: 'x' }, t.ctx)).code).toBe(
        'NOT_REVOCABLE',
      );
    });
  });

  it('the starter pulls the whole request back to the start', async () => {
    const t = await linear();
    const s = t.begin();
    expect(isRevocable(t.model, s, undefined, 'boss')).toBe(true);
    const out = ok(t.model, revoke(t.model, s, { actor: 'boss' }, t.ctx));
    expect(openNodes(out.state)).toEqual(['S']);
    expect(taskAt(out.state, 'S').assignees).toEqual(['boss']);
    expect(refused(() => revoke(t.model, s, { actor: 'a' }, t.ctx)).code).toBe('NOT_REVOCABLE');
  });

  it('a finished parallel branch is pulled back from the join', async () => {
    const t = await engine(
      [S, { id: 'F', type: 'and' }, user('A'), user('B'), { id: 'J', type: 'and' }, user('C'), E],
      [
        ['S', 'F'],
        ['F', 'A'],
        ['F', 'B'],
        ['A', 'J'],
        ['B', 'J'],
        ['J', 'C'],
        ['C', 'E'],
      ],
    );
    const s0 = t.begin();
    const doneA = taskAt(s0, 'A');
    let s = t.act(s0, 'A').state;
    s = ok(t.model, revoke(t.model, s, { taskId: doneA.id, actor: 'a' }, t.ctx)).state;
    expect(openNodes(s)).toEqual(['A', 'B']);
    s = t.act(t.act(s, 'B').state, 'A').state;
    expect(openNodes(s)).toEqual(['C']);
  });
});

describe('terminate, reassign, jump', () => {
  it.each([
    [undefined, 'terminated', 'terminated'],
    ['revoked' as const, 'revoked', 'revoked'],
  ])('terminate %s closes every task', async (how, status, reason) => {
    const t = await engine(
      [S, { id: 'F', type: 'and' }, user('A'), user('B'), { id: 'J', type: 'and' }, E],
      [
        ['S', 'F'],
        ['F', 'A'],
        ['F', 'B'],
        ['A', 'J'],
        ['B', 'J'],
        ['J', 'E'],
      ],
    );
    const out = ok(t.model, terminate(t.model, t.begin(), { actor: 'admin', how }, t.ctx));
    expect(out.state).toMatchObject({ status, tokens: [], tasks: [], endedAt: '2026-01-05T09:00:00.000Z' });
    expect(closed(out.effects)).toEqual([`A:${reason}`, `B:${reason}`]);
    expect(out.effects.at(-1)).toEqual({ type: 'instanceEnded', how: status });
  });

  it('reassign gives a task to others; the former assignee can no longer act', async () => {
    const t = await engine([S, user('A'), E], line('S', 'A', 'E'));
    const s = t.begin();
    const task = taskAt(s, 'A');
    const moved = ok(t.model, reassign(t.model, s, { taskId: task.id, users: ['z'] }, t.ctx)).state;
    expect(taskAt(moved, 'A').assignees).toEqual(['z']);
    expect(
      refused(() => complete(t.model, moved, { taskId: task.id, actor: 'a', action: 'agree' }, t.ctx)).code,
    ).toBe('NOT_ASSIGNEE');
    expect(t.act(moved, 'A', 'z').state.status).toBe('ended');
  });

  it('jump moves the instance to a node, forwards or back', async () => {
    const t = await engine([S, user('A'), user('B'), user('C'), E], line('S', 'A', 'B', 'C', 'E'));
    const s = t.begin();
    const forward = ok(t.model, jump(t.model, s, { target: 'C', actor: 'admin' }, t.ctx));
    expect(openNodes(forward.state)).toEqual(['C']);
    expect(closed(forward.effects)).toEqual(['A:jumped']);
    const back = ok(
      t.model,
      jump(
        t.model,
        forward.state,
        { target: 'A', actor: 'admin', fromTaskId: taskAt(forward.state, 'C').id },
        t.ctx,
      ),
    );
    expect(openNodes(back.state)).toEqual(['A']);
    expect(refused(() => jump(t.model, s, { target: 'E', actor: 'admin' }, t.ctx)).code).toBe(
      'INVALID_TARGET',
    );
  });
});

describe('read helpers', () => {
  let model: ProcessModel;
  it('user tasks, node statuses and settings of the leave process', async () => {
    model = await parseProcess(DEMO_PROCESSES.leave);
    expect(userTaskNodes(model).map((n) => [n.nodeId, n.name])).toEqual([
      ['Task_Leader', '部门负责人审批'],
      ['Task_HR', '人事审批'],
    ]);
    const ctx = testContext();
    const assignees = { Task_Leader: ['lead'], Task_HR: ['hr'] };
    let s = ok(model, start(model, { starter: 'u', variables: { days: 5 }, assignees }, ctx)).state;
    s = ok(
      model,
      complete(model, s, { taskId: s.tasks[0]!.id, actor: 'lead', action: 'agree', assignees }, ctx),
    ).state;
    expect(nodeStatuses(model, s)).toEqual({
      Start: 'done',
      Gateway_Days: 'done',
      Task_Leader: 'done',
      Task_HR: 'current',
      End: 'untouched',
    });
    expect(taskSettings(model, 'Task_HR')).toMatchObject({ formKey: 'leave', fields: { days: 'r' } });
    const bare = await parseProcess(quick([S, user('A'), E], line('S', 'A', 'E')));
    expect(taskSettings(bare, 'A').buttons).toEqual(DEFAULT_BUTTONS);
  });
});
