import { describe, expect, it } from 'vitest';
import { DEMO_PROCESSES } from './fixtures/demo';
import { ok, openNodes, taskAt, testContext } from './fixtures/harness';
import { complete, isNeedAssignees, start } from './operations';
import { parseProcess } from './parse';

const directory = {
  Task_Leader: ['leader'],
  Task_HR: ['hr1', 'hr2'],
};

describe('demo leave', () => {
  it.each([
    [5, ['Task_Leader']],
    [3, ['Task_HR']],
  ])('days %i goes to %j first', async (days, first) => {
    const model = await parseProcess(DEMO_PROCESSES.leave);
    const ctx = testContext();
    const asked = start(model, { starter: 'u1', variables: { days } }, ctx);
    expect(isNeedAssignees(asked)).toBe(true);
    const out = ok(model, start(model, { starter: 'u1', variables: { days }, assignees: directory }, ctx));
    expect(openNodes(out.state)).toEqual(first);
  });

  it('long leave: leader then HR then ended', async () => {
    const model = await parseProcess(DEMO_PROCESSES.leave);
    const ctx = testContext();
    let s = ok(
      model,
      start(model, { starter: 'u1', variables: { days: 5 }, assignees: directory }, ctx),
    ).state;
    s = ok(
      model,
      complete(
        model,
        s,
        { taskId: taskAt(s, 'Task_Leader').id, actor: 'leader', action: 'agree', assignees: directory },
        ctx,
      ),
    ).state;
    expect(taskAt(s, 'Task_HR').assignees).toEqual(['hr1', 'hr2']);
    const out = ok(
      model,
      complete(model, s, { taskId: taskAt(s, 'Task_HR').id, actor: 'hr2', action: 'agree' }, ctx),
    );
    expect(out.state.status).toBe('ended');
    expect(out.effects).toContainEqual({ type: 'instanceEnded', how: 'completed' });
  });
});
