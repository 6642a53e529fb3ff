import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import {
  ok,
  openNodes,
  quick,
  taskAt,
  testContext,
  type QuickFlow,
  type QuickNode,
} from './fixtures/harness';
import { complete, start } from './operations';
import { parseProcess } from './parse';
import type { InstanceState, ProcessModel } from './types';

const S: QuickNode = { id: 'S', type: 'start' };
const E: QuickNode = { id: 'E', type: 'end' };
const user = (id: string): QuickNode => ({ id, type: 'user' });

async function setup(nodes: QuickNode[], flows: QuickFlow[]) {
  const model = await parseProcess(quick(nodes, flows));
  const ctx = testContext();
  return {
    model,
    ctx,
    begin: (variables: Record<string, unknown> = {}) =>
      ok(model, start(model, { starter: 'boss', variables }, ctx)).state,
    done: (s: InstanceState, nodeId: string, variables?: Record<string, unknown>) =>
      ok(
        model,
        complete(
          model,
          s,
          { taskId: taskAt(s, nodeId).id, actor: nodeId.toLowerCase(), action: 'agree', variables },
          ctx,
        ),
      ),
  };
}

function engineError(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('exclusive gateway', () => {
  const nodes = (withDefault: boolean): QuickNode[] => [
    S,
    { id: 'G', type: 'xor', name: '金额', ...(withDefault ? { default: 'F_G_C' } : {}) },
    user('A'),
    user('B'),
    user('C'),
    E,
  ];
  const flows = (cond: string): QuickFlow[] => [
    ['S', 'G'],
    ['G', 'A', `x > 10`],
    ['G', 'B', cond],
    ['G', 'C', 'x < 0'],
    ['A', 'E'],
    ['B', 'E'],
    ['C', 'E'],
  ];

  it.each([
    [{ x: 20 }, 'A'],
    [{ x: 7 }, 'B'],
    [{ x: 1 }, 'C'],
  ])('%j takes the first true flow or the default: %s', async (variables, expected) => {
    const t = await setup(nodes(true), flows('x > 5'));
    expect(openNodes(t.begin(variables))).toEqual([expected]);
  });

  it.each([
    [
      'no true condition and no default',
      false,
      'x > 5',
      { x: 1 },
      'NO_PATH',
      /金额 \(G\) 没有满足条件的出口/,
    ],
    [
      'a variable that does not exist',
      true,
      'x > 5',
      {},
      'CONDITION_ERROR',
      /x > 10.*Variable 'x' not found/,
    ],
    ['a condition that is not a boolean', true, 'x + 1', { x: 1 }, 'CONDITION_ERROR', /不是布尔值: x \+ 1/],
    ['a variable without a value', true, 'x > 5', { x: null }, 'CONDITION_ERROR', /不是布尔值: x > 10/],
    [
      'a number sent as text',
      true,
      'x > 5',
      { x: '20' },
      'CONDITION_ERROR',
      /x > 10 比较了不同类型的值 \(string 与 number\)/,
    ],
  ])('%s is an error naming the gateway', async (_name, withDefault, cond, variables, code, message) => {
    const t = await setup(nodes(withDefault), flows(cond));
    const err = engineError(() => t.begin(variables));
    expect(err.code).toBe(code);
    expect(err.nodeId).toBe('G');
    expect(err.message).toMatch(message);
  });

  it.each([
    ['some i in items satisfies i.price > 100', { items: [{ price: 50 }, { price: 150 }] }, 'A'],
    ['count(items[price > 100]) = 0 and kind = "it"', { items: [{ price: 50 }], kind: 'it' }, 'A'],
    ['date(day) > date("2026-01-01")', { day: '2026-02-01' }, 'A'],
    ['date(day) > date("2026-01-01")', { day: '2025-02-01' }, 'C'],
  ])('FEEL beyond comparisons: %s', async (cond, variables, expected) => {
    const t = await setup(
      [S, { id: 'G', type: 'xor', default: 'F_G_C' }, user('A'), user('C'), E],
      [
        ['S', 'G'],
        ['G', 'A', cond],
        ['G', 'C'],
        ['A', 'E'],
        ['C', 'E'],
      ],
    );
    expect(openNodes(t.begin(variables))).toEqual([expected]);
  });

  it('merges paths: an exclusive gateway with two entries lets each token pass', async () => {
    const t = await setup(
      [S, { id: 'F', type: 'and' }, user('A'), user('B'), { id: 'M', type: 'xor' }, user('C'), E],
      [
        ['S', 'F'],
        ['F', 'A'],
        ['F', 'B'],
        ['A', 'M'],
        ['B', 'M'],
        ['M', 'C'],
        ['C', 'E'],
      ],
    );
    let s = t.done(t.begin(), 'A').state;
    expect(openNodes(s)).toEqual(['B', 'C']);
    s = t.done(s, 'C').state;
    s = t.done(s, 'B').state;
    expect(openNodes(s)).toEqual(['C']);
    expect(t.done(s, 'C').state.status).toBe('ended');
  });
});

describe('parallel gateway', () => {
  const nodes = [
    S,
    { id: 'F', type: 'and' as const },
    user('A'),
    user('B'),
    user('B2'),
    { id: 'J', type: 'and' as const },
    user('C'),
    E,
  ];
  const flows: QuickFlow[] = [
    ['S', 'F'],
    ['F', 'A'],
    ['F', 'B'],
    ['B', 'B2'],
    ['A', 'J'],
    ['B2', 'J'],
    ['J', 'C'],
    ['C', 'E'],
  ];

  it.each([[['A', 'B', 'B2']], [['B', 'A', 'B2']], [['B', 'B2', 'A']]])(
    'forks to every branch and joins only after the last one: %j',
    async (order) => {
      const t = await setup(nodes, flows);
      let s = t.begin();
      expect(openNodes(s)).toEqual(['A', 'B']);
      for (const [i, node] of order.entries()) {
        s = t.done(s, node).state;
        if (i < order.length - 1) expect(openNodes(s)).not.toContain('C');
      }
      expect(openNodes(s)).toEqual(['C']);
      expect(s.tokens).toHaveLength(1);
    },
  );
});

describe('inclusive gateway (a true OR-join)', () => {
  const nodes: QuickNode[] = [
    S,
    { id: 'F', type: 'or', default: 'F_F_D' },
    user('A'),
    user('A2'),
    user('B'),
    user('D'),
    { id: 'J', type: 'or' },
    user('C'),
    E,
  ];
  const flows: QuickFlow[] = [
    ['S', 'F'],
    ['F', 'A', 'a'],
    ['F', 'B', 'b'],
    ['F', 'D'],
    ['A', 'A2'],
    ['A2', 'J'],
    ['B', 'J'],
    ['D', 'J'],
    ['J', 'C'],
    ['C', 'E'],
  ];

  it.each([
    [{ a: true, b: true }, ['A', 'B'], ['B', 'A', 'A2']],
    [{ a: true, b: true }, ['A', 'B'], ['A', 'A2', 'B']],
    [{ a: true, b: false }, ['A'], ['A', 'A2']],
    [{ a: false, b: true }, ['B'], ['B']],
    [{ a: false, b: false }, ['D'], ['D']],
  ])('%j forks to %j and joins once every taken branch is done', async (variables, first, order) => {
    const t = await setup(nodes, flows);
    let s = t.begin(variables);
    expect(openNodes(s)).toEqual(first);
    for (const [i, node] of order.entries()) {
      s = t.done(s, node).state;
      if (i < order.length - 1) expect(openNodes(s)).not.toContain('C');
    }
    expect(openNodes(s)).toEqual(['C']);
    expect(t.done(s, 'C').state.status).toBe('ended');
  });
});

describe('embedded sub-process', () => {
  const sub = (inner: QuickNode[], innerFlows: QuickFlow[]): QuickNode => ({
    id: 'Sub',
    type: 'sub',
    name: '子流程',
    nodes: inner,
    flows: innerFlows,
  });

  it('enters, runs its inner path and leaves', async () => {
    const t = await setup(
      [
        S,
        user('A'),
        sub(
          [{ id: 'SS', type: 'start' }, user('B'), user('C'), { id: 'SE', type: 'end' }],
          [
            ['SS', 'B'],
            ['B', 'C'],
            ['C', 'SE'],
          ],
        ),
        user('D'),
        E,
      ],
      [
        ['S', 'A'],
        ['A', 'Sub'],
        ['Sub', 'D'],
        ['D', 'E'],
      ],
    );
    let s = t.done(t.begin(), 'A').state;
    expect(openNodes(s)).toEqual(['B']);
    expect(s.tokens.map((k) => k.kind).sort()).toEqual(['active', 'scope']);
    s = t.done(t.done(s, 'B').state, 'C').state;
    expect(openNodes(s)).toEqual(['D']);
    expect(s.tokens).toHaveLength(1);
  });

  it('a terminate end inside ends only the sub-process', async () => {
    const t = await setup(
      [
        S,
        sub(
          [
            { id: 'SS', type: 'start' },
            { id: 'F', type: 'and' },
            user('X'),
            user('Y'),
            { id: 'TE', type: 'terminate' },
            { id: 'SE', type: 'end' },
          ],
          [
            ['SS', 'F'],
            ['F', 'X'],
            ['F', 'Y'],
            ['X', 'TE'],
            ['Y', 'SE'],
          ],
        ),
        user('D'),
        E,
      ],
      [
        ['S', 'Sub'],
        ['Sub', 'D'],
        ['D', 'E'],
      ],
    );
    const s = t.begin();
    expect(openNodes(s)).toEqual(['X', 'Y']);
    const out = t.done(s, 'X');
    expect(openNodes(out.state)).toEqual(['D']);
    expect(out.state.status).toBe('running');
    expect(out.effects).toContainEqual({
      type: 'closeTask',
      taskId: taskAt(s, 'Y').id,
      nodeId: 'Y',
      reason: 'ended',
    });
  });
});

describe('terminate end event', () => {
  it('ends the instance and closes the other branches', async () => {
    const t = await setup(
      [S, { id: 'F', type: 'and' }, user('A'), user('B'), { id: 'T', type: 'terminate' }, E],
      [
        ['S', 'F'],
        ['F', 'A'],
        ['F', 'B'],
        ['A', 'T'],
        ['B', 'E'],
      ],
    );
    const s = t.begin();
    const out = t.done(s, 'A');
    expect(out.state).toMatchObject({ status: 'ended', tokens: [], tasks: [] });
    expect(out.effects).toContainEqual({
      type: 'closeTask',
      taskId: taskAt(s, 'B').id,
      nodeId: 'B',
      reason: 'ended',
    });
    expect(out.effects).toContainEqual({ type: 'instanceEnded', how: 'terminateEnd' });
  });
});

export type { ProcessModel };

describe('loops drawn in the diagram', () => {
  it('a review that sends the draft back until it is approved', async () => {
    const t = await setup(
      [
        S,
        { id: 'Draft', type: 'user', settings: { assignees: [['starter']] } },
        user('R'),
        { id: 'G', type: 'xor', default: 'F_G_Draft' },
        E,
      ],
      [
        ['S', 'Draft'],
        ['Draft', 'R'],
        ['R', 'G'],
        ['G', 'E', 'approved = true'],
        ['G', 'Draft'],
      ],
    );
    let s = t.begin({ approved: false });
    for (let round = 0; round < 3; round++) {
      s = ok(
        t.model,
        complete(t.model, s, { taskId: taskAt(s, 'Draft').id, actor: 'boss', action: 'agree' }, t.ctx),
      ).state;
      s = t.done(s, 'R', { approved: round === 2 }).state;
    }
    expect(s.status).toBe('ended');
    expect(s.stack.filter((e) => e.nodeId === 'R')).toHaveLength(3);
  });

  it('an OR-join in a loop does not wait for the parallel branch beside it', async () => {
    const t = await setup(
      [
        S,
        { id: 'M', type: 'xor' },
        { id: 'F', type: 'and' },
        user('A'),
        { id: 'OF', type: 'or', default: 'F_OF_C' },
        user('B'),
        user('C'),
        { id: 'OJ', type: 'or' },
        { id: 'J', type: 'and' },
        { id: 'L', type: 'xor', default: 'F_L_E' },
        E,
      ],
      [
        ['S', 'M'],
        ['M', 'F'],
        ['F', 'A'],
        ['F', 'OF'],
        ['OF', 'B', 'b'],
        ['OF', 'C'],
        ['B', 'OJ'],
        ['C', 'OJ'],
        ['A', 'J'],
        ['OJ', 'J'],
        ['J', 'L'],
        ['L', 'M', 'again'],
        ['L', 'E'],
      ],
    );
    let s = t.begin({ b: true, again: true });
    expect(openNodes(s)).toEqual(['A', 'B']);
    s = t.done(s, 'A').state;
    s = t.done(s, 'B', { again: false }).state;
    expect(s.status).toBe('ended');
  });
});
