// The ambient module has to travel with this file into every project that compiles the engine from source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./bpmn-moddle.d.ts" />
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { DefinitionError } from './errors';
import { compileFeel } from './feel';
import type {
  AssigneeRule,
  CountersignRule,
  FieldPermission,
  FlowModel,
  NodeModel,
  NodeSettings,
  NodeType,
  ProcessModel,
  RejectMode,
  TaskButton,
} from './types';
import { parseDuration } from './duration';

export const BATON_NS = 'http://baton.dev/schema/bpmn';

/** Moddle descriptor of the node settings, so they survive a bpmn-js round trip. */
export const batonDescriptor = {
  name: 'Baton',
  uri: BATON_NS,
  prefix: 'baton',
  xml: { tagAlias: 'lowerCase' },
  types: [
    {
      name: 'Node',
      superClass: ['Element'],
      properties: [
        { name: 'formKey', isAttr: true, type: 'String' },
        { name: 'rejectMode', isAttr: true, type: 'String' },
        { name: 'dueTime', isAttr: true, type: 'String' },
        { name: 'assignees', type: 'Assignee', isMany: true },
        { name: 'buttons', type: 'Button', isMany: true },
        { name: 'fields', type: 'Field', isMany: true },
        { name: 'countersign', type: 'Countersign' },
      ],
    },
    {
      name: 'Assignee',
      superClass: ['Element'],
      properties: [
        { name: 'type', isAttr: true, type: 'String' },
        { name: 'value', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Button',
      superClass: ['Element'],
      properties: [
        { name: 'alias', isAttr: true, type: 'String' },
        { name: 'name', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Field',
      superClass: ['Element'],
      properties: [
        { name: 'name', isAttr: true, type: 'String' },
        { name: 'perm', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Countersign',
      superClass: ['Element'],
      properties: [
        { name: 'pass', isAttr: true, type: 'String' },
        { name: 'value', isAttr: true, type: 'String' },
        { name: 'onFail', isAttr: true, type: 'String' },
        { name: 'waitAll', isAttr: true, type: 'Boolean' },
      ],
    },
  ],
};

const NODE_TYPES: Record<string, NodeType> = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
  'bpmn:InclusiveGateway': 'inclusiveGateway',
  'bpmn:SubProcess': 'subProcess',
};
/** Drawn but without run-time meaning. */
const IGNORED = new Set(['bpmn:TextAnnotation', 'bpmn:Association', 'bpmn:Group']);

const unsupported = (el: ModdleElement) =>
  new DefinitionError(`不支持的元素 ${el.$type} (id: ${str(el.id) || '-'})`, str(el.id) || undefined);

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): ModdleElement[] => (Array.isArray(v) ? (v as ModdleElement[]) : []);
const label = (n: { id: string; name: string }) => (n.name ? `${n.name} (id: ${n.id})` : `id: ${n.id}`);

/**
 * Parses and validates a BPMN 2.0 definition. Refuses, with a DefinitionError naming the element, anything the
 * engine cannot run, so a deployed definition never fails later for a structural reason.
 */
export async function parseProcess(xml: string): Promise<ProcessModel> {
  const moddle = new BpmnModdle({ baton: batonDescriptor });
  let root: ModdleElement;
  try {
    const result = await moddle.fromXML(xml);
    root = result.rootElement;
    const bad = result.warnings.find((w) => !/unknown (attribute|element)/i.test(w.message));
    if (bad) throw new DefinitionError(`BPMN 文件有误: ${bad.message}`);
  } catch (e) {
    if (e instanceof DefinitionError) throw e;
    throw new DefinitionError(`BPMN 文件无法解析: ${e instanceof Error ? e.message : String(e)}`);
  }
  const processes = list(root.rootElements).filter((r) => r.$type === 'bpmn:Process');
  if (processes.length !== 1) {
    throw new DefinitionError(`BPMN 文件须正好包含一个流程 (找到 ${processes.length} 个)`);
  }
  const proc = processes[0]!;
  if (!str(proc.id)) throw new DefinitionError('流程缺少 id');
  const model: ProcessModel = { key: str(proc.id), name: str(proc.name), start: '', nodes: {}, flows: {} };
  collect(model, proc, null);
  model.start = validateScope(model, null);
  return model;
}

function collect(model: ProcessModel, container: ModdleElement, scope: string | null) {
  for (const a of list(container.artifacts)) if (!IGNORED.has(a.$type)) throw unsupported(a);
  const flowEls: ModdleElement[] = [];
  for (const el of list(container.flowElements)) {
    if (el.$type === 'bpmn:SequenceFlow') {
      flowEls.push(el);
      continue;
    }
    const type = NODE_TYPES[el.$type];
    if (!type) throw unsupported(el);
    const id = str(el.id);
    checkId(model, id);
    const node: NodeModel = { id, name: str(el.name), type, scope, incoming: [], outgoing: [] };
    const defs = list(el.eventDefinitions);
    const loop = el.loopCharacteristics as ModdleElement | undefined;
    if (type === 'startEvent' && defs.length > 0) throw unsupported(defs[0]!);
    if (type === 'endEvent') {
      if (defs.length > 1 || (defs[0] && defs[0].$type !== 'bpmn:TerminateEventDefinition'))
        throw unsupported(defs[0]!);
      if (defs[0]) node.terminate = true;
    }
    if (loop) {
      if (type !== 'userTask' || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics')
        throw unsupported(loop);
      node.multiInstance = { sequential: loop.isSequential === true };
    }
    if (type === 'subProcess' && el.triggeredByEvent === true) {
      throw new DefinitionError(`不支持的元素 事件子流程 (id: ${id})`, id);
    }
    if (type === 'userTask' || type === 'startEvent') node.settings = readSettings(el, node);
    model.nodes[id] = node;
    if (type === 'subProcess') collect(model, el, id);
  }
  for (const el of flowEls) {
    const id = str(el.id);
    checkId(model, id);
    const source = el.sourceRef as ModdleElement | undefined;
    const target = el.targetRef as ModdleElement | undefined;
    const s = source && model.nodes[str(source.id)];
    const t = target && model.nodes[str(target.id)];
    if (!s || !t || s.scope !== scope || t.scope !== scope) {
      throw new DefinitionError(`连线 ${id} 的起点或终点无效`, id);
    }
    const flow: FlowModel = { id, name: str(el.name), source: s.id, target: t.id };
    const cond = el.conditionExpression as ModdleElement | undefined;
    if (cond) {
      const body = str(cond.body).trim();
      if (body) flow.condition = body;
    }
    model.flows[id] = flow;
    s.outgoing.push(id);
    t.incoming.push(id);
  }
  for (const el of list(container.flowElements)) {
    const def = el.default as ModdleElement | undefined;
    if (def && NODE_TYPES[el.$type]) model.nodes[str(el.id)]!.defaultFlow = str(def.id);
  }
}

/** Ids key plain objects in the model, so the names objects already have are refused with the duplicates. */
function checkId(model: ProcessModel, id: string) {
  if (!id || id in {}) throw new DefinitionError(`无效的 id: ${id || '(空)'}`, id || undefined);
  if (Object.hasOwn(model.nodes, id) || Object.hasOwn(model.flows, id)) {
    throw new DefinitionError(`重复的 id: ${id}`, id);
  }
}

const ASSIGNEE_TYPES = new Set([
  'users',
  'role',
  'org',
  'post',
  'starter',
  'starterOrgMaster',
  'starterOrgLeader',
  'chosen',
  'feel',
]);

function readSettings(el: ModdleElement, node: NodeModel): NodeSettings {
  const settings: NodeSettings = { fields: {}, assignees: [], buttons: [], rejectMode: 'normal' };
  const ext = el.extensionElements as ModdleElement | undefined;
  const nodes = list(ext?.values).filter((v) => v.$type === 'baton:Node');
  if (nodes.length > 1) throw new DefinitionError(`节点 ${label(node)} 有多个 baton:node 设置`, node.id);
  const n = nodes[0];
  if (n) {
    if (str(n.formKey)) settings.formKey = str(n.formKey);
    const mode = str(n.rejectMode) || 'normal';
    if (mode !== 'normal' && mode !== 'direct') {
      throw new DefinitionError(`节点 ${label(node)} 的驳回方式无效: ${mode}`, node.id);
    }
    settings.rejectMode = mode as RejectMode;
    if (str(n.dueTime)) {
      if (parseDuration(str(n.dueTime)) === null) {
        throw new DefinitionError(`节点 ${label(node)} 的期限无效: ${str(n.dueTime)}`, node.id);
      }
      settings.dueTime = str(n.dueTime);
    }
    for (const a of list(n.assignees)) settings.assignees.push(readAssignee(a, node));
    for (const b of list(n.buttons)) {
      const button: TaskButton = { alias: str(b.alias), name: str(b.name) || str(b.alias) };
      if (!button.alias) throw new DefinitionError(`节点 ${label(node)} 的按钮缺少 alias`, node.id);
      settings.buttons.push(button);
    }
    for (const f of list(n.fields)) {
      const perm = str(f.perm);
      if (!str(f.name) || !['b', 'w', 'r', 'n'].includes(perm)) {
        throw new DefinitionError(`节点 ${label(node)} 的字段权限无效: ${str(f.name)}=${perm}`, node.id);
      }
      settings.fields[str(f.name)] = perm as FieldPermission;
    }
    const cs = n.countersign as ModdleElement | undefined;
    if (cs) {
      if (!node.multiInstance) {
        throw new DefinitionError(`节点 ${label(node)} 设置了会签规则，但不是多实例任务`, node.id);
      }
      settings.countersign = readCountersign(cs, node);
    }
  }
  if (node.multiInstance && !settings.countersign)
    settings.countersign = { pass: 'all', onFail: 'rejectPrevious' };
  if (node.type === 'userTask' && settings.assignees.length === 0)
    settings.assignees.push({ type: 'chosen' });
  return settings;
}

function readAssignee(a: ModdleElement, node: NodeModel): AssigneeRule {
  const type = str(a.type);
  const value = str(a.value).trim();
  if (!ASSIGNEE_TYPES.has(type))
    throw new DefinitionError(`节点 ${label(node)} 的人员规则无效: ${type}`, node.id);
  if (type === 'users' || type === 'role' || type === 'org' || type === 'post') {
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length === 0)
      throw new DefinitionError(`节点 ${label(node)} 的人员规则 ${type} 缺少值`, node.id);
    return { type, values };
  }
  if (type === 'feel') {
    if (!value || !compileFeel(value)) {
      throw new DefinitionError(`节点 ${label(node)} 的人员表达式无法编译: ${value}`, node.id);
    }
    return { type, expression: value };
  }
  return { type } as AssigneeRule;
}

function readCountersign(cs: ModdleElement, node: NodeModel): CountersignRule {
  const pass = str(cs.pass) || 'all';
  const onFail = str(cs.onFail) || 'rejectPrevious';
  if (!['all', 'any', 'percent', 'count'].includes(pass)) {
    throw new DefinitionError(`节点 ${label(node)} 的会签规则无效: ${pass}`, node.id);
  }
  if (!['rejectPrevious', 'rejectStart', 'continue'].includes(onFail)) {
    throw new DefinitionError(`节点 ${label(node)} 的会签否决处理无效: ${onFail}`, node.id);
  }
  const rule: CountersignRule = {
    pass: pass as CountersignRule['pass'],
    onFail: onFail as CountersignRule['onFail'],
  };
  if (pass === 'percent' || pass === 'count') {
    const value = Number(str(cs.value));
    const ok = pass === 'percent' ? value > 0 && value <= 100 : Number.isInteger(value) && value >= 1;
    if (!ok) throw new DefinitionError(`节点 ${label(node)} 的会签通过值无效: ${str(cs.value)}`, node.id);
    rule.value = value;
  }
  if (cs.waitAll === true) rule.waitAll = true;
  return rule;
}

/** Checks one scope (and the sub-processes in it); returns its start event id. */
function validateScope(model: ProcessModel, scope: string | null): string {
  const nodes = Object.values(model.nodes).filter((n) => n.scope === scope);
  const where = scope ? `子流程 ${label(model.nodes[scope]!)}` : '流程';
  const starts = nodes.filter((n) => n.type === 'startEvent');
  if (starts.length !== 1)
    throw new DefinitionError(`${where}须正好有一个开始事件 (找到 ${starts.length} 个)`, scope ?? undefined);
  if (!nodes.some((n) => n.type === 'endEvent'))
    throw new DefinitionError(`${where}缺少结束事件`, scope ?? undefined);
  for (const n of nodes) {
    const what = `节点 ${label(n)}`;
    if (n.type === 'startEvent' && n.incoming.length > 0)
      throw new DefinitionError(`开始事件 ${label(n)} 不能有入口连线`, n.id);
    if (n.type === 'endEvent' && n.outgoing.length > 0)
      throw new DefinitionError(`结束事件 ${label(n)} 不能有出口连线`, n.id);
    if (n.type !== 'startEvent' && n.incoming.length === 0)
      throw new DefinitionError(`${what} 没有入口连线`, n.id);
    if (n.type !== 'endEvent' && n.outgoing.length === 0)
      throw new DefinitionError(`${what} 没有出口连线`, n.id);
    const gateway = n.type.endsWith('Gateway');
    if (!gateway && n.outgoing.length > 1) {
      throw new DefinitionError(`${what} 有多条出口连线，请用网关分支`, n.id);
    }
    if (n.defaultFlow && (!gateway || n.type === 'parallelGateway' || !n.outgoing.includes(n.defaultFlow))) {
      throw new DefinitionError(`${what} 的默认连线无效`, n.id);
    }
    for (const fid of n.outgoing) {
      const f = model.flows[fid]!;
      const conditional = n.type === 'exclusiveGateway' || n.type === 'inclusiveGateway';
      if (f.condition !== undefined && !conditional) {
        throw new DefinitionError(`连线 ${f.id} 有条件，但条件只能用在排他或包容网关的出口`, f.id);
      }
      if (f.condition !== undefined && fid === n.defaultFlow) delete f.condition;
      if (conditional && n.outgoing.length > 1 && fid !== n.defaultFlow && f.condition === undefined) {
        throw new DefinitionError(`网关 ${label(n)} 的出口连线 ${f.id} 缺少条件`, n.id);
      }
      if (f.condition !== undefined && !compileFeel(f.condition)) {
        throw new DefinitionError(`网关 ${label(n)} 的出口连线 ${f.id} 的条件无法编译: ${f.condition}`, n.id);
      }
    }
  }
  const start = starts[0]!;
  const seen = walk(model, [start.id], (n) => n.outgoing.map((f) => model.flows[f]!.target));
  for (const n of nodes)
    if (!seen.has(n.id)) throw new DefinitionError(`节点 ${label(n)} 从开始事件无法到达`, n.id);
  const ends = nodes.filter((n) => n.type === 'endEvent').map((n) => n.id);
  const back = walk(model, ends, (n) => n.incoming.map((f) => model.flows[f]!.source));
  for (const n of nodes)
    if (!back.has(n.id)) throw new DefinitionError(`节点 ${label(n)} 无法到达结束事件`, n.id);
  for (const n of nodes) if (n.type === 'subProcess') n.start = validateScope(model, n.id);
  checkLoops(model, nodes);
  return start.id;
}

/** A loop must pass a user task, or a token would circle through the gateways for ever. */
function checkLoops(model: ProcessModel, nodes: NodeModel[]) {
  const waits = (n: NodeModel): boolean =>
    n.type === 'userTask' ||
    (n.type === 'subProcess' && Object.values(model.nodes).some((c) => c.scope === n.id && waits(c)));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (n: NodeModel) => {
    state.set(n.id, 'open');
    for (const f of n.outgoing) {
      const t = model.nodes[model.flows[f]!.target]!;
      if (waits(t)) continue;
      if (state.get(t.id) === 'open') {
        throw new DefinitionError(`节点 ${label(t)} 所在的循环不经过任何用户任务`, t.id);
      }
      if (!state.has(t.id)) visit(t);
    }
    state.set(n.id, 'done');
  };
  for (const n of nodes) if (!waits(n) && !state.has(n.id)) visit(n);
}

function walk(model: ProcessModel, from: string[], next: (n: NodeModel) => string[]): Set<string> {
  const seen = new Set(from);
  const todo = [...from];
  while (todo.length) {
    for (const id of next(model.nodes[todo.pop()!]!)) {
      if (!seen.has(id)) {
        seen.add(id);
        todo.push(id);
      }
    }
  }
  return seen;
}

export function serializeModel(model: ProcessModel): string {
  return JSON.stringify(model);
}

export function fromJson(json: string): ProcessModel {
  return JSON.parse(json) as ProcessModel;
}
