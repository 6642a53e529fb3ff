import { describe, expect, it } from 'vitest';
import { DefinitionError } from './errors';
import { DEMO_PROCESSES } from './fixtures/demo';
import { quick } from './fixtures/harness';
import { fromJson, parseProcess, serializeModel } from './parse';

const wrap = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:baton="http://baton.dev/schema/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="D" targetNamespace="http://baton.dev/bpmn">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="S" />
    ${inner}
    <bpmn:endEvent id="E" />
  </bpmn:process>
</bpmn:definitions>`;

async function refusal(xml: string): Promise<string> {
  try {
    await parseProcess(xml);
  } catch (e) {
    expect(e).toBeInstanceOf(DefinitionError);
    return (e as Error).message;
  }
  throw new Error('parsed although it should not');
}

describe('parseProcess refuses what it cannot run', () => {
  it.each([
    [
      'a service task',
      wrap(`<bpmn:serviceTask id="Task_3" /><bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="Task_3" />
        <bpmn:sequenceFlow id="f2" sourceRef="Task_3" targetRef="E" />`),
      '不支持的元素 bpmn:ServiceTask (id: Task_3)',
    ],
    [
      'a boundary event',
      wrap(`<bpmn:userTask id="T" /><bpmn:boundaryEvent id="B1" attachedToRef="T"><bpmn:timerEventDefinition /></bpmn:boundaryEvent>
        <bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="T" /><bpmn:sequenceFlow id="f2" sourceRef="T" targetRef="E" />`),
      '不支持的元素 bpmn:BoundaryEvent (id: B1)',
    ],
    [
      'a script task',
      wrap(`<bpmn:scriptTask id="Script_1" /><bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="Script_1" />
        <bpmn:sequenceFlow id="f2" sourceRef="Script_1" targetRef="E" />`),
      '不支持的元素 bpmn:ScriptTask (id: Script_1)',
    ],
    [
      'an intermediate event',
      wrap(`<bpmn:intermediateThrowEvent id="I1" /><bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="I1" />
        <bpmn:sequenceFlow id="f2" sourceRef="I1" targetRef="E" />`),
      '不支持的元素 bpmn:IntermediateThrowEvent (id: I1)',
    ],
    [
      'a standard loop',
      wrap(`<bpmn:userTask id="T"><bpmn:standardLoopCharacteristics id="L1" /></bpmn:userTask>
        <bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="T" /><bpmn:sequenceFlow id="f2" sourceRef="T" targetRef="E" />`),
      '不支持的元素 bpmn:StandardLoopCharacteristics (id: L1)',
    ],
    [
      'an event-based gateway',
      wrap(`<bpmn:eventBasedGateway id="G1" /><bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="G1" />
        <bpmn:sequenceFlow id="f2" sourceRef="G1" targetRef="E" />`),
      '不支持的元素 bpmn:EventBasedGateway (id: G1)',
    ],
  ])('%s', async (_name, xml, message) => {
    expect(await refusal(xml)).toBe(message);
  });

  it('refuses a message end event and a timer start', async () => {
    expect(
      await refusal(
        wrap(`<bpmn:endEvent id="E2"><bpmn:messageEventDefinition id="M1" /></bpmn:endEvent>
          <bpmn:exclusiveGateway id="G" default="f3" /><bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="G" />
          <bpmn:sequenceFlow id="f2" sourceRef="G" targetRef="E2"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">a</bpmn:conditionExpression></bpmn:sequenceFlow>
          <bpmn:sequenceFlow id="f3" sourceRef="G" targetRef="E" />`),
      ),
    ).toBe('不支持的元素 bpmn:MessageEventDefinition (id: M1)');
    const timer = wrap('<bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="E" />').replace(
      '<bpmn:startEvent id="S" />',
      '<bpmn:startEvent id="S"><bpmn:timerEventDefinition id="Tm" /></bpmn:startEvent>',
    );
    expect(await refusal(timer)).toBe('不支持的元素 bpmn:TimerEventDefinition (id: Tm)');
  });

  it.each([
    ['not XML', 'hello', /BPMN 文件/],
    [
      'two start events',
      quick(
        [
          { id: 'S1', type: 'start' },
          { id: 'S2', type: 'start' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S1', 'E'],
          ['S2', 'E'],
        ],
      ),
      /须正好有一个开始事件 \(找到 2 个\)/,
    ],
    [
      'a node that cannot be reached',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user', name: '孤岛' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'E'],
          ['A', 'E'],
        ],
      ),
      /孤岛 \(id: A\) 没有入口连线/,
    ],
    [
      'a loop with no way out',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'G', type: 'xor' },
          { id: 'A', type: 'user' },
          { id: 'B', type: 'user' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'G'],
          ['G', 'A', 'x > 1'],
          ['G', 'E', 'x <= 1'],
          ['A', 'B'],
          ['B', 'A'],
        ],
      ),
      /节点 id: A 无法到达结束事件/,
    ],
    [
      'a gateway exit without a condition',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'G', type: 'xor', name: '判断' },
          { id: 'A', type: 'user' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'G'],
          ['G', 'A', 'x > 1'],
          ['G', 'E'],
          ['A', 'E'],
        ],
      ),
      /网关 判断 \(id: G\) 的出口连线 F_G_E 缺少条件/,
    ],
    [
      'a condition that does not compile',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'G', type: 'xor', default: 'F_G_E' },
          { id: 'A', type: 'user' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'G'],
          ['G', 'A', 'days >'],
          ['G', 'E'],
          ['A', 'E'],
        ],
      ),
      /网关 id: G 的出口连线 F_G_A 的条件无法编译: days >/,
    ],
    [
      'a condition after a task',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'A'],
          ['A', 'E', 'x > 1'],
        ],
      ),
      /连线 F_A_E 有条件/,
    ],
    [
      'a task with two exits',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user' },
          { id: 'B', type: 'user' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'A'],
          ['A', 'B'],
          ['A', 'E'],
          ['B', 'E'],
        ],
      ),
      /有多条出口连线，请用网关分支/,
    ],
    [
      'an unknown assignee rule',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user', settings: { assignees: [['friends' as 'users', 'x']] } },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'A'],
          ['A', 'E'],
        ],
      ),
      /人员规则无效: friends/,
    ],
    [
      'a countersign rule on a plain task',
      quick(
        [
          { id: 'S', type: 'start' },
          {
            id: 'A',
            type: 'user',
            settings: { assignees: [['starter']], countersign: { pass: 'all', onFail: 'continue' } },
          },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'A'],
          ['A', 'E'],
        ],
      ),
      /设置了会签规则，但不是多实例任务/,
    ],
    [
      'a field permission outside b w r n',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user', settings: { assignees: [['starter']], fields: { days: 'x' as 'r' } } },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'A'],
          ['A', 'E'],
        ],
      ),
      /字段权限无效: days=x/,
    ],
    [
      'a due time that is not a duration',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user', settings: { assignees: [['starter']], dueTime: 'tomorrow' } },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'A'],
          ['A', 'E'],
        ],
      ),
      /期限无效: tomorrow/,
    ],
    [
      'an id objects already have',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'constructor', type: 'user' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'constructor'],
          ['constructor', 'E'],
        ],
      ),
      /无效的 id: constructor/,
    ],
    [
      'a duplicate id',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'A'],
          ['A', 'E'],
        ],
      ).replace('<bpmn:endEvent id="E"', '<bpmn:endEvent id="A"'),
      /重复的 id: A|BPMN 文件/,
    ],
    [
      'a loop through gateways only',
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'M', type: 'xor' },
          { id: 'G', type: 'xor', name: '再来', default: 'F_G_E' },
          { id: 'E', type: 'end' },
        ],
        [
          ['S', 'M'],
          ['M', 'G'],
          ['G', 'M', 'again'],
          ['G', 'E'],
        ],
      ),
      /所在的循环不经过任何用户任务/,
    ],
  ])('refuses %s', async (_name, xml, message) => {
    expect(await refusal(xml)).toMatch(message);
  });
});

describe('parseProcess reads', () => {
  it.each(Object.entries(DEMO_PROCESSES))(
    'the demo process %s, with a diagram shape for every node',
    async (key, xml) => {
      const model = await parseProcess(xml);
      expect(model.key).toBe(key);
      for (const id of Object.keys(model.nodes)) expect(xml).toContain(`bpmnElement="${id}"`);
      for (const id of Object.keys(model.flows)) expect(xml).toContain(`bpmnElement="${id}"`);
      expect(fromJson(serializeModel(model))).toEqual(model);
    },
  );

  it('node settings from the extension namespace', async () => {
    const model = await parseProcess(DEMO_PROCESSES.expense);
    expect(model.nodes.Task_Finance).toMatchObject({
      type: 'userTask',
      name: '财务会签',
      multiInstance: { sequential: false },
      settings: {
        formKey: 'expense',
        assignees: [{ type: 'role', values: ['finance'] }],
        countersign: { pass: 'percent', value: 50, onFail: 'rejectStart' },
        fields: { total: 'r', items: 'r' },
        dueTime: 'P3D',
      },
    });
    expect(model.nodes.Task_Finance!.settings!.buttons.map((b) => b.alias)).toContain('abandon');
    expect(model.nodes.Gateway_Amount).toMatchObject({ type: 'exclusiveGateway', defaultFlow: 'Flow_Small' });
    expect(model.flows.Flow_Large!.condition).toBe('total > 5000');
    const contract = await parseProcess(DEMO_PROCESSES.contract);
    expect(contract.nodes.Task_Sign!.settings).toMatchObject({
      rejectMode: 'direct',
      fields: { sealSign: 'b', amount: 'r' },
    });
    expect(contract.nodes.Task_Review!.multiInstance).toEqual({ sequential: true });
  });

  it('a task without assignee rules is chosen by the previous approver; terminate ends and sub-processes', async () => {
    const model = await parseProcess(
      quick(
        [
          { id: 'S', type: 'start' },
          { id: 'A', type: 'user', settings: {} },
          {
            id: 'Sub',
            type: 'sub',
            nodes: [
              { id: 'SS', type: 'start' },
              { id: 'B', type: 'user' },
              { id: 'SE', type: 'end' },
            ],
            flows: [
              ['SS', 'B'],
              ['B', 'SE'],
            ],
          },
          { id: 'E', type: 'terminate' },
        ],
        [
          ['S', 'A'],
          ['A', 'Sub'],
          ['Sub', 'E'],
        ],
      ),
    );
    expect(model.nodes.A!.settings!.assignees).toEqual([{ type: 'chosen' }]);
    expect(model.nodes.E!.terminate).toBe(true);
    expect(model.nodes.Sub).toMatchObject({ type: 'subProcess', start: 'SS' });
    expect(model.nodes.B!.scope).toBe('Sub');
  });

  it('keeps text annotations and lanes out of the way', async () => {
    const xml = wrap(`<bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="E" />`).replace(
      '</bpmn:process>',
      '<bpmn:textAnnotation id="Note"><bpmn:text>说明</bpmn:text></bpmn:textAnnotation></bpmn:process>',
    );
    const model = await parseProcess(xml);
    expect(Object.keys(model.nodes)).toEqual(['S', 'E']);
  });
});

describe('parseProcess and modeler output', () => {
  const modeled = (target: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="D" targetNamespace="x">
  <bpmn:collaboration id="C"><bpmn:participant id="P" processRef="p" /></bpmn:collaboration>
  <bpmn:process id="p" isExecutable="true">
    <bpmn:laneSet id="LS"><bpmn:lane id="Lane1"><bpmn:flowNodeRef>S</bpmn:flowNodeRef></bpmn:lane></bpmn:laneSet>
    <bpmn:startEvent id="S" camunda:initiator="me" />
    <bpmn:userTask id="T" camunda:assignee="x">
      <bpmn:extensionElements><camunda:properties><camunda:property name="a" value="b" /></camunda:properties></bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:endEvent id="E" />
    <bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="T" />
    <bpmn:sequenceFlow id="f2" sourceRef="T" targetRef="${target}" />
  </bpmn:process>
</bpmn:definitions>`;

  it('accepts a pool, lanes and foreign extensions; their settings do not count', async () => {
    const model = await parseProcess(modeled('E'));
    expect(Object.keys(model.nodes)).toEqual(['S', 'T', 'E']);
    expect(model.nodes.T!.settings!.assignees).toEqual([{ type: 'chosen' }]);
  });

  it('refuses a flow to an element that does not exist', async () => {
    await expect(parseProcess(modeled('Missing'))).rejects.toBeInstanceOf(DefinitionError);
  });
});
