import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError, type EngineErrorCode } from './errors';
import { buildBpmn, type BuildFlow, type BuildNode } from './fixtures/build';
import { testContext } from './fixtures/harness';
import { canReach } from './graph';
import { checkInvariants } from './invariants';
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
import { isRevocable, rejectTargets, userTaskNodes } from './queries';
import type { AssigneeMap, Effect, InstanceState, OperationOutcome, ProcessModel, Vote } from './types';

// ---------------------------------------------------------------------------------------------------------------
// Random structured models: blocks of tasks, sequences, parallel / exclusive / inclusive splits and sub-processes.

type Block =
  | { t: 'task'; mi: 'none' | 'parallel' | 'sequential' }
  | { t: 'seq'; items: Block[] }
  | { t: 'par' | 'xor' | 'or'; branches: Block[] }
  | { t: 'sub'; body: Block }
  /** Body, then a gateway that goes back to its start while the variable loop_<gateway> is true. */
  | { t: 'loop'; body: Block };

const { block } = fc.letrec<{ block: Block }>((tie) => ({
  block: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    fc.record({
      t: fc.constant('task' as const),
      mi: fc.constantFrom('none' as const, 'parallel' as const, 'sequential' as const),
    }),
    fc.record({
      t: fc.constant('seq' as const),
      items: fc.array(tie('block'), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({
      t: fc.constantFrom('par' as const, 'xor' as const, 'or' as const),
      branches: fc.array(tie('block'), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({ t: fc.constant('sub' as const), body: tie('block') }),
    fc.record({ t: fc.constant('loop' as const), body: tie('block') }),
  ),
}));

interface Compiled {
  xml: string;
  /** Parallel and inclusive blocks: their join and every node between fork and join. */
  /** Outside loops only: inside one, everything can reach everything. */
  regions: { join: string; inside: Set<string> }[];
  loops: string[];
  variables: Record<string, unknown>;
}

function compile(root: Block, seeds: number[]): Compiled {
  let n = 0;
  const regions: Compiled['regions'] = [];
  const loops: string[] = [];
  let loopDepth = 0;
  const variables: Record<string, unknown> = {};
  const seed = () => seeds[n % seeds.length]! + n;
  const emit = (
    b: Block,
    nodes: BuildNode[],
    flows: BuildFlow[],
    all: Set<string>,
  ): { first: string; last: string } => {
    const add = (node: Omit<BuildNode, 'x' | 'y'>) => {
      nodes.push({ ...node, x: 100 + n * 120, y: 200 });
      all.add(node.id);
      return node.id;
    };
    const flow = (from: string, to: string, condition?: string) => {
      const f: BuildFlow = { id: `F${++n}`, from, to };
      if (condition) f.condition = condition;
      flows.push(f);
      return f.id;
    };
    switch (b.t) {
      case 'task': {
        const id = `T${++n}`;
        const users =
          b.mi === 'none'
            ? id.toLowerCase()
            : ['a', 'b', 'c'].map((s) => `${id.toLowerCase()}${s}`).join(',');
        add({
          id,
          type: 'user',
          name: id,
          ...(b.mi === 'none' ? {} : { mi: b.mi }),
          settings: {
            // Every fourth task asks the directory (the caller answers in a second call).
            assignees: seed() % 4 === 0 ? [['role', `r_${id}`]] : [['users', users]],
            rejectMode: seed() % 3 === 0 ? 'direct' : 'normal',
            ...(b.mi === 'none'
              ? {}
              : {
                  countersign: {
                    pass: (['all', 'any', 'percent'] as const)[seed() % 3]!,
                    value: 50,
                    onFail: (['continue', 'rejectPrevious', 'rejectStart'] as const)[seed() % 3]!,
                  },
                }),
          },
        });
        return { first: id, last: id };
      }
      case 'seq': {
        const parts = b.items.map((i) => emit(i, nodes, flows, all));
        for (let i = 1; i < parts.length; i++) flow(parts[i - 1]!.last, parts[i]!.first);
        return { first: parts[0]!.first, last: parts.at(-1)!.last };
      }
      case 'loop': {
        const merge = add({ id: `M${++n}`, type: 'xor' });
        loopDepth += 1;
        const body = emit(b.body, nodes, flows, all);
        loopDepth -= 1;
        const split = add({ id: `L${++n}`, type: 'xor' });
        const exit = add({ id: `X${++n}`, type: 'xor' });
        flow(merge, body.first);
        flow(body.last, split);
        flow(split, merge, `loop_${split} = true`);
        nodes.find((x) => x.id === split)!.default = flow(split, exit);
        variables[`loop_${split}`] = seed() % 2 === 0;
        loops.push(`loop_${split}`);
        return { first: merge, last: exit };
      }
      case 'sub': {
        const id = `Sub${++n}`;
        const inner: BuildNode[] = [];
        const innerFlows: BuildFlow[] = [];
        const innerAll = new Set<string>();
        const ss = `SS${++n}`;
        const se = `SE${++n}`;
        inner.push({ id: ss, type: 'start', x: 0, y: 0 });
        const body = emit(b.body, inner, innerFlows, innerAll);
        inner.push({ id: se, type: 'end', x: 0, y: 0 });
        innerFlows.push(
          { id: `F${++n}`, from: ss, to: body.first },
          { id: `F${++n}`, from: body.last, to: se },
        );
        add({ id, type: 'sub', name: id, nodes: inner, flows: innerFlows });
        return { first: id, last: id };
      }
      default: {
        const kind = b.t === 'par' ? 'and' : b.t;
        const fork = add({ id: `G${++n}`, type: kind });
        const inside = new Set<string>();
        const parts = b.branches.map((x) => emit(x, nodes, flows, inside));
        for (const id of inside) all.add(id);
        const join = add({ id: `J${++n}`, type: b.t === 'xor' ? 'xor' : kind });
        parts.forEach((p, i) => {
          const lastBranch = i === parts.length - 1;
          let condition: string | undefined;
          if (b.t === 'xor' && !lastBranch) condition = `v_${fork} = ${i}`;
          if (b.t === 'or' && !lastBranch) condition = `o_${fork}_${i}`;
          const id = flow(fork, p.first, condition);
          if (b.t !== 'par' && lastBranch) nodes.find((x) => x.id === fork)!.default = id;
          flow(p.last, join);
          if (b.t === 'or' && !lastBranch) variables[`o_${fork}_${i}`] = seed() % 2 === 0;
        });
        if (b.t === 'xor') variables[`v_${fork}`] = seed() % parts.length;
        if (b.t !== 'xor' && loopDepth === 0) regions.push({ join, inside });
        return { first: fork, last: join };
      }
    }
  };
  const nodes: BuildNode[] = [{ id: 'S', type: 'start', x: 0, y: 200 }];
  const flows: BuildFlow[] = [];
  const body = emit(root, nodes, flows, new Set());
  nodes.push({ id: 'E', type: 'end', x: 100 + n * 120, y: 200 });
  flows.push({ id: 'F_S', from: 'S', to: body.first }, { id: 'F_E', from: body.last, to: 'E' });
  return { xml: buildBpmn({ id: 'random', name: 'random', nodes, flows }), regions, variables, loops };
}

// ---------------------------------------------------------------------------------------------------------------
// Random operations, interpreted against the state they meet

const command = fc.record({
  kind: fc.constantFrom(
    'complete',
    'complete',
    'complete',
    'complete',
    'reject',
    'revoke',
    'jump',
    'addSigner',
    'removeSigner',
    'reassign',
    'terminate',
  ),
  pick: fc.nat(),
  pick2: fc.nat(),
  vote: fc.constantFrom<Vote>('agree', 'agree', 'oppose', 'abandon'),
  position: fc.constantFrom('before' as const, 'after' as const, 'parallel' as const),
  direct: fc.boolean(),
});
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/**
 * Runs an operation the way the server does: without assignees first; when the engine asks, answers every rule
 * from a fake directory (two members per role) and runs it again, which must then not ask any more.
 */
function withDirectory(call: (assignees?: AssigneeMap) => OperationOutcome): OperationOutcome {
  const first = call(undefined);
  if (!isNeedAssignees(first)) return first;
  const map: AssigneeMap = {};
  for (const need of first.needAssignees) {
    const fromRules = need.rules.flatMap((r) =>
      'values' in r ? r.values.flatMap((v) => [`${v}_1`, `${v}_2`]) : [],
    );
    map[need.nodeId] = [...need.resolved, ...fromRules];
  }
  const second = call(map);
  if (isNeedAssignees(second)) throw new Error(`asked twice: ${JSON.stringify(second.needAssignees)}`);
  return second;
}

/** Refusals that are a normal answer to a random command; any other error is a bug. */
const EXPECTED: EngineErrorCode[] = [
  'NOT_REVOCABLE',
  'INVALID_TARGET',
  'SIGNER_EXISTS',
  'SIGNER_NOT_FOUND',
  'LAST_SIGNER',
  'NOT_COUNTERSIGN',
];

function apply(
  model: ProcessModel,
  s: InstanceState,
  c: Command,
  ctx: ReturnType<typeof testContext>,
  fresh: () => string,
  loops: string[],
): OperationOutcome | null {
  const task = s.tasks[c.pick % Math.max(1, s.tasks.length)];
  const actor = task?.assignees[c.pick2 % task.assignees.length] ?? 'nobody';
  switch (c.kind) {
    case 'complete':
      if (!task) return null;
      return withDirectory((assignees) =>
        complete(
          model,
          s,
          {
            taskId: task.id,
            actor,
            action: c.vote,
            assignees,
            ...(loops.length > 0 ? { variables: { [loops[c.pick2 % loops.length]!]: c.direct } } : {}),
          },
          ctx,
        ),
      );
    case 'reject': {
      if (!task) return null;
      const targets = ['previous', 'start', ...rejectTargets(model, s, task.id).map((x) => x.nodeId)];
      const t = targets[c.pick2 % targets.length]!;
      const target = t === 'previous' || t === 'start' ? t : { nodeId: t };
      return withDirectory((assignees) =>
        reject(
          model,
          s,
          { taskId: task.id, actor, target, mode: c.direct ? 'direct' : 'normal', assignees },
          ctx,
        ),
      );
    }
    case 'revoke': {
      const done = [
        ...s.stack
          .filter((e) => e.taskIds.length > 0)
          .map((e) => ({ taskId: e.taskIds[0]!, actor: e.actors[0]! })),
        ...s.tokens.flatMap((t) =>
          (t.signers ?? [])
            .filter((x) => x.status === 'done')
            .map((x) => ({ taskId: x.taskId!, actor: x.userId })),
        ),
      ];
      const pickDone = done[c.pick % Math.max(1, done.length)];
      if (!pickDone || c.direct) return revoke(model, s, { actor: s.starter }, ctx);
      return revoke(model, s, pickDone, ctx);
    }
    case 'jump': {
      const nodes = userTaskNodes(model);
      const target = nodes[c.pick2 % nodes.length]!.nodeId;
      return withDirectory((assignees) =>
        jump(
          model,
          s,
          { target, actor: 'admin', assignees, ...(task && c.direct ? { fromTaskId: task.id } : {}) },
          ctx,
        ),
      );
    }
    case 'addSigner':
      return task
        ? addSigner(model, s, { taskId: task.id, actor, users: [fresh()], position: c.position }, ctx)
        : null;
    case 'removeSigner': {
      if (!task) return null;
      const token = s.tokens.find((t) => t.id === task.tokenId);
      const open = token?.signers?.filter((x) => x.status !== 'done') ?? [];
      const userId = open[c.pick2 % Math.max(1, open.length)]?.userId ?? 'nobody';
      return withDirectory((assignees) =>
        removeSigner(model, s, { taskId: task.id, actor, userId, assignees: assignees ?? {} }, ctx),
      );
    }
    case 'reassign':
      return task ? reassign(model, s, { taskId: task.id, users: [fresh()] }, ctx) : null;
    case 'terminate':
      return c.pick % 4 === 0 ? terminate(model, s, { actor: 'admin' }, ctx) : null;
  }
}

/**
 * Applies effects to a task table the way the server does, and checks that the table is the state's open tasks
 * and that the end of the instance is announced exactly when it happens.
 */
function project(table: Map<string, string>, before: InstanceState, after: InstanceState, effects: Effect[]) {
  const ended = before !== after && before.status === 'running' && after.status !== 'running';
  const fresh = before === after;
  for (const e of effects) {
    if (e.type === 'createTask') {
      expect(table.has(e.task.id)).toBe(false);
      table.set(e.task.id, e.task.nodeId);
    } else if (e.type === 'closeTask') {
      expect(table.get(e.taskId)).toBe(e.nodeId);
      table.delete(e.taskId);
    }
  }
  expect(effects.filter((e) => e.type === 'instanceEnded')).toHaveLength(
    ended || (fresh && after.status !== 'running') ? 1 : 0,
  );
  expect([...table.entries()].sort()).toEqual(after.tasks.map((t) => [t.id, t.nodeId]).sort());
}

/** Open tasks and tokens; an OR-join's waiting arrivals left out (it fires the same once nothing else can come). */
const shape = (model: ProcessModel, s: InstanceState) => ({
  tasks: s.tasks.map((t) => t.nodeId).sort(),
  tokens: s.tokens
    .filter((t) => !(t.kind === 'waiting' && model.nodes[t.nodeId]!.type === 'inclusiveGateway'))
    .map((t) => `${t.nodeId}/${t.kind}${t.via ? `/${t.via}` : ''}`)
    .sort(),
});

/**
 * Taking back a completion that may be taken back restores the open tasks and tokens as they were before it
 * (a decided countersign excepted: it is voted again).
 */
function revokeRoundTrip(
  model: ProcessModel,
  before: InstanceState,
  after: InstanceState,
  ctx: ReturnType<typeof testContext>,
) {
  const done = before.tasks.find(
    (t) => !after.tasks.some((x) => x.id === t.id) && after.stack.some((e) => e.taskIds.includes(t.id)),
  );
  const entry = done && after.stack.find((e) => e.taskIds.includes(done.id));
  if (!done || !entry || entry.taskIds.length !== 1 || model.nodes[done.nodeId]!.multiInstance) return;
  const actor = entry.actors[0]!;
  if (!isRevocable(model, after, done.id, actor)) return;
  const back = revoke(model, after, { taskId: done.id, actor }, ctx);
  expect(checkInvariants(model, back.state)).toEqual([]);
  expect(shape(model, back.state)).toEqual(shape(model, before));
}

/** A join fired early if a token is still between its fork and join while another is already past it. */
function earlyJoins(model: ProcessModel, s: InstanceState, regions: Compiled['regions']): string[] {
  // A token waiting at a join stands where it came from (the source of its flow).
  const chains = s.tokens.map((t) => {
    const chain = [t.kind === 'waiting' ? model.flows[t.via!]!.source : t.nodeId];
    for (let p = t.parent; p !== null;) {
      const scope = s.tokens.find((x) => x.id === p);
      if (!scope) break;
      chain.push(scope.nodeId);
      p = scope.parent;
    }
    return chain;
  });
  return regions
    .filter(
      (r) =>
        chains.some((c) => c.some((id) => r.inside.has(id))) &&
        chains.some((c) => c.some((id) => id === r.join || canReach(model, r.join, id))),
    )
    .map((r) => `join ${r.join} fired while a token is still before it`);
}

describe('random operations on random models', () => {
  it('keep every invariant, never fire a join early, and can always be finished', async () => {
    await fc.assert(
      fc.asyncProperty(
        block,
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 5 }),
        fc.array(command, { maxLength: 25 }),
        async (root, seeds, commands) => {
          const compiled = compile(root, seeds);
          const model = await parseProcess(compiled.xml);
          const ctx = testContext();
          let fresh = 0;
          const out = withDirectory((assignees) =>
            start(model, { starter: 'boss', variables: compiled.variables, assignees }, ctx),
          );
          if (isNeedAssignees(out)) throw new Error('all rules are pure');
          let s = out.state;
          const table = new Map<string, string>();
          project(table, s, s, out.effects);
          const check = (where: string) => {
            const problems = [...checkInvariants(model, s), ...earlyJoins(model, s, compiled.regions)];
            if (problems.length > 0)
              throw new Error(`${where}:\n${problems.join('\n')}\n${JSON.stringify(s)}`);
          };
          check('start');
          for (const c of commands) {
            if (s.status !== 'running') break;
            const before = JSON.stringify(s);
            let result: OperationOutcome | null;
            try {
              result = apply(model, s, c, ctx, () => `x${++fresh}`, compiled.loops);
            } catch (e) {
              if (e instanceof EngineError && EXPECTED.includes(e.code)) {
                expect(JSON.stringify(s)).toBe(before);
                continue;
              }
              throw e;
            }
            if (!result) continue;
            if (isNeedAssignees(result)) throw new Error('all rules are pure');
            expect(result.state.version).toBe(s.version + 1);
            if (c.kind === 'reassign') expect(result.effects).toEqual([]);
            if (c.kind === 'complete') revokeRoundTrip(model, s, result.state, ctx);
            project(table, s, result.state, result.effects);
            s = result.state;
            check(c.kind);
          }
          const stop = Object.fromEntries(compiled.loops.map((l) => [l, false]));
          for (let step = 0; s.status === 'running'; step++) {
            if (step > 300) throw new Error(`instance does not finish:\n${JSON.stringify(s)}`);
            const task = s.tasks[0]!;
            const r = withDirectory((assignees) =>
              complete(
                model,
                s,
                { taskId: task.id, actor: task.assignees[0]!, action: 'agree', variables: stop, assignees },
                ctx,
              ),
            );
            if (isNeedAssignees(r)) throw new Error('all rules are pure');
            project(table, s, r.state, r.effects);
            s = r.state;
            check('finish');
          }
          expect(s.tasks).toEqual([]);
          expect(s.tokens).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('malformed commands', () => {
  const junk = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string({ maxLength: 4 }),
    fc.integer(),
    fc.boolean(),
    fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
  );
  const fields = fc.record({
    taskId: junk,
    actor: junk,
    action: junk,
    target: junk,
    mode: junk,
    users: junk,
    userId: junk,
    position: junk,
    how: junk,
    variables: junk,
    assignees: junk,
    fromTaskId: junk,
  });
  const ops = [complete, reject, revoke, terminate, addSigner, removeSigner, reassign, jump] as const;

  it('are refused with an EngineError (or run), never a crash, and leave the state alone', async () => {
    const { parseProcess: parse } = await import('./parse');
    const { DEMO_PROCESSES } = await import('./fixtures/demo');
    const model = await parse(DEMO_PROCESSES.expense);
    const ctx = testContext();
    const out = start(model, { starter: 'emp', assignees: { Task_Leader: ['lead'] } }, ctx);
    if (isNeedAssignees(out)) throw new Error('assignees were given');
    const state = out.state;
    const real = state.tasks[0]!.id;
    fc.assert(
      fc.property(fc.nat({ max: ops.length - 1 }), fields, fc.boolean(), (i, cmd, useReal) => {
        const before = JSON.stringify(state);
        const command = { ...cmd, ...(useReal ? { taskId: real, actor: 'lead' } : {}) };
        try {
          const result = (ops[i] as (...a: unknown[]) => OperationOutcome)(model, state, command, ctx);
          if (!isNeedAssignees(result)) expect(checkInvariants(model, result.state)).toEqual([]);
        } catch (e) {
          if (!(e instanceof EngineError)) throw e;
        }
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 400 },
    );
  });
});
