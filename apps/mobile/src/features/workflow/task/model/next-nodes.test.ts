import { describe, expect, it } from 'vitest';
import { nodesToChoose } from './next-nodes';

const xml = (tasks: string, flows: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:baton="http://baton.dev/schema/bpmn">
  <bpmn:process id="p">
    <bpmn:startEvent id="Start" name="发起" />
    ${tasks}
    <bpmn:endEvent id="End" name="结束" />
    ${flows}
  </bpmn:process>
</bpmn:definitions>`;
const flow = (id: string, from: string, to: string) =>
  `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;
const task = (id: string, name: string, rule?: string) =>
  `<bpmn:userTask id="${id}" name="${name}"><bpmn:extensionElements><baton:node>${
    rule ? `<baton:assignee type="${rule}" />` : ''
  }</baton:node></bpmn:extensionElements></bpmn:userTask>`;

describe('nodes whose approver is chosen', () => {
  it('finds chosen and rule-less user tasks behind gateways, not those with a directory rule', () => {
    const text = xml(
      `${task('A', '选择审批人', 'chosen')}${task('B', '无规则')}${task('C', '部门负责人', 'starterOrgLeader')}
       <bpmn:exclusiveGateway id="G" />`,
      [
        flow('f1', 'Start', 'G'),
        flow('f2', 'G', 'A'),
        flow('f3', 'G', 'B'),
        flow('f4', 'G', 'C'),
        flow('f5', 'A', 'End'),
      ].join(''),
    );
    const expected = [
      { nodeId: 'A', name: '选择审批人' },
      { nodeId: 'B', name: '无规则' },
    ];
    expect(nodesToChoose(text, 'Start')).toEqual(expected);
    expect(nodesToChoose(text, '')).toEqual(expected);
  });

  it('stops at the first user tasks: the ones after them are chosen later', () => {
    const text = xml(
      `${task('A', '部门', 'role')}${task('B', '下一步', 'chosen')}`,
      [flow('f1', 'Start', 'A'), flow('f2', 'A', 'B'), flow('f3', 'B', 'End')].join(''),
    );
    expect(nodesToChoose(text, 'Start')).toEqual([]);
    expect(nodesToChoose(text, 'A')).toEqual([{ nodeId: 'B', name: '下一步' }]);
  });

  it('answers nothing for empty or broken XML', () => {
    expect(nodesToChoose('', 'Start')).toEqual([]);
    expect(nodesToChoose('<not xml', 'Start')).toEqual([]);
  });
});
