import { describe, expect, it } from 'vitest';
import { parseSse, reconnectDelay, unreadOf } from './sse';

describe('parseSse', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseSse(
      'event: ready\ndata: {"unread":3}\n\n: ping\n\nevent: innermsg\ndata: {"id"',
    );
    expect(events).toEqual([{ type: 'ready', data: '{"unread":3}' }]);
    expect(rest).toBe('event: innermsg\ndata: {"id"');
  });

  it('joins multi-line data, reads CRLF and defaults the type to message', () => {
    expect(parseSse('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ type: 'message', data: 'a\nb' }]);
  });

  it('a keep-alive alone is no event', () => {
    expect(parseSse(': keep-alive\n\n').events).toEqual([]);
  });
});

describe('reconnectDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [3, 8000],
    [10, 30000],
  ])('attempt %s waits %s ms', (attempt, ms) => {
    expect(reconnectDelay(attempt)).toBe(ms);
  });
});

describe('unreadOf', () => {
  it.each([
    ['{"unread":4}', 4],
    ['{"id":"x","unread":0}', 0],
    ['{"id":"x"}', null],
    ['not json', null],
  ])('%s → %s', (data, unread) => {
    expect(unreadOf({ type: 'ready', data })).toBe(unread);
  });
});
