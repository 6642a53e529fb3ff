import { describe, expect, it } from 'vitest';
import { canBatchApprove, pruneSelection, runBatch } from './batch';

describe('which to-dos a batch may agree', () => {
  it.each([
    ['a pending task of someone else’s request', { status: 'pending', needClaim: 0, creatorId: 'u2' }, true],
    ['one that must be claimed first', { status: 'pending', needClaim: 1, creatorId: 'u2' }, false],
    [
      'the caller’s own request sent back to them',
      { status: 'pending', needClaim: 0, creatorId: 'u1' },
      false,
    ],
    ['one no longer pending', { status: 'completed', needClaim: 0, creatorId: 'u2' }, false],
  ])('%s: %s', (_name, row, expected) => {
    expect(canBatchApprove(row, 'u1')).toBe(expected);
  });
});

describe('running a batch', () => {
  it('reports every item in order; a refusal does not stop the others', async () => {
    const progress: number[] = [];
    const results = await runBatch(
      [
        { id: 't1', subject: 'A' },
        { id: 't2', subject: 'B' },
        { id: 't3', subject: 'C' },
      ],
      async (item) => {
        if (item.id === 't2') throw new Error('任务已被处理，请刷新后重试');
        return '办理成功';
      },
      (n) => progress.push(n),
    );
    expect(results).toEqual([
      { id: 't1', subject: 'A', ok: true, message: '办理成功' },
      { id: 't2', subject: 'B', ok: false, message: '任务已被处理，请刷新后重试' },
      { id: 't3', subject: 'C', ok: true, message: '办理成功' },
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('runs one after the other', async () => {
    const order: string[] = [];
    await runBatch(
      [
        { id: 'a', subject: 'a' },
        { id: 'b', subject: 'b' },
      ],
      async (item) => {
        order.push(`start ${item.id}`);
        await new Promise((r) => setTimeout(r, item.id === 'a' ? 20 : 0));
        order.push(`end ${item.id}`);
        return '';
      },
    );
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('drops selected ids that left the list', () => {
    expect([...pruneSelection(new Set(['a', 'b']), ['b', 'c'])]).toEqual(['b']);
  });
});
