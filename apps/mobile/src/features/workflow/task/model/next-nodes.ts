/** A user task whose approver the previous approver (or the starter) picks. */
export interface ChosenNode {
  nodeId: string;
  name: string;
}

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const GATEWAYS = new Set(['exclusiveGateway', 'parallelGateway', 'inclusiveGateway']);

/**
 * The user tasks reached from `fromNodeId` (through gateways) whose approver is chosen by whoever sends the
 * request there: a node whose assignee rule is `chosen`, or one without any rule (the engine treats it so).
 * Read from the definition's XML, so the app asks before sending instead of after a refusal. An empty
 * `fromNodeId` means the start event.
 */
export function nodesToChoose(xml: string, fromNodeId: string): ChosenNode[] {
  if (!xml) return [];
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  const byId = new Map<string, Element>();
  const all = doc.getElementsByTagNameNS(BPMN, '*');
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    const id = el.getAttribute('id');
    if (id) byId.set(id, el);
  }
  const flows = new Map<string, string[]>();
  for (const el of byId.values()) {
    if (el.localName !== 'sequenceFlow') continue;
    const source = el.getAttribute('sourceRef') ?? '';
    const target = el.getAttribute('targetRef') ?? '';
    flows.set(source, [...(flows.get(source) ?? []), target]);
  }
  const from =
    fromNodeId || [...byId.values()].find((e) => e.localName === 'startEvent')?.getAttribute('id') || '';
  const found: ChosenNode[] = [];
  const seen = new Set<string>([from]);
  const queue = [...(flows.get(from) ?? [])];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const el = byId.get(id);
    if (!el) continue;
    if (GATEWAYS.has(el.localName)) {
      queue.push(...(flows.get(id) ?? []));
    } else if (el.localName === 'userTask' && isChosen(el)) {
      found.push({ nodeId: id, name: el.getAttribute('name') ?? id });
    }
  }
  return found;
}

function isChosen(task: Element): boolean {
  const rules = Array.from(task.getElementsByTagName('*')).filter((e) => e.localName === 'assignee');
  return rules.length === 0 || rules.some((r) => r.getAttribute('type') === 'chosen');
}
