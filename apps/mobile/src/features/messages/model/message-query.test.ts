import { describe, expect, it } from 'vitest';
import {
  compareMessages,
  hasMore,
  isRead,
  mergePages,
  messageListBody,
  type MessageRow,
} from './message-query';

describe('messageListBody', () => {
  it('starts at page 1 with showTotal and the spec order', () => {
    expect(messageListBody(1, '')).toEqual({
      pageBean: { page: 1, pageSize: 20, showTotal: true },
      querys: [],
      sorter: [
        { property: 'receiver_name_', direction: 'ASC' },
        { property: 'CREATE_TIME_', direction: 'DESC' },
      ],
    });
  });

  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
  ])('page %s is sent as %s', (page, sent) => {
    expect(messageListBody(page, '').pageBean.page).toBe(sent);
  });

  it('a search matches subject or content by contains', () => {
    expect(messageListBody(2, '  报销 ').querys).toEqual([
      { property: 'subject', value: '报销', operation: 'LIKE', relation: 'OR', group: 'search' },
      { property: 'content', value: '报销', operation: 'LIKE', relation: 'OR', group: 'search' },
    ]);
  });
});

describe('isRead', () => {
  it.each([
    ['2026-11-01 10:00:00', true],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
  ])('receiveTime %j → %s', (receiveTime, read) => {
    expect(isRead({ receiveTime })).toBe(read);
  });
});

const row = (id: string, name: string, time: string): MessageRow => ({
  id,
  subject: id,
  receiver_name_: name,
  CREATE_TIME_: time,
});

describe('sort order', () => {
  it('receiver name first, then newest first', () => {
    const rows = [
      row('a', '张三', '2026-01-01 09:00:00'),
      row('b', '李四', '2026-01-01 09:00:00'),
      row('c', '张三', '2026-03-01 09:00:00'),
      row('d', '李四', '2026-02-01 09:00:00'),
    ];
    // 张 (U+5F20) sorts before 李 (U+674E); within a name the newest comes first.
    expect([...rows].sort(compareMessages).map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('mergePages keeps each message once and in order', () => {
    const merged = mergePages([
      [row('a', 'x', '2026-01-01'), row('b', 'x', '2026-01-03')],
      [row('b', 'x', '2026-01-03'), row('c', 'x', '2026-01-02')],
    ]);
    expect(merged.map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('hasMore', () => {
  it.each([
    [20, 45, 20, true],
    [40, 45, 20, true],
    [45, 45, 5, false],
    [0, 0, 0, false],
    [20, 45, 3, false],
  ])('loaded %s of %s, last page %s → %s', (loaded, total, last, more) => {
    expect(hasMore(loaded, total, last)).toBe(more);
  });
});
