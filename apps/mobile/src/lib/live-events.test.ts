import { describe, expect, it } from 'vitest';
import { emitLiveEvent, onLiveEvent, type LiveEvent } from './live-events';

describe('live events', () => {
  it('reach every listener while subscribed, and none after', () => {
    const heard: LiveEvent[] = [];
    const stop = onLiveEvent((e) => heard.push(e));
    emitLiveEvent({ type: 'innermsg', data: '{"type":"task"}' });
    stop();
    emitLiveEvent({ type: 'innermsg', data: '{}' });
    expect(heard).toEqual([{ type: 'innermsg', data: '{"type":"task"}' }]);
  });
});
