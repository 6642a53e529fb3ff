type Time = string | number | null | undefined;

/** The fields of a message row (community.md §3 "Message receiver") the list rules read. */
export interface MessageRow {
  id: string;
  subject: string;
  createTime?: Time;
  /** Empty when the message is unread. */
  receiveTime?: Time;
  receiver_name_?: string | null;
  CREATE_TIME_?: Time;
}

export const MESSAGE_PAGE_SIZE = 20;

export interface MessageListBody {
  pageBean: { page: number; pageSize: number; showTotal: true };
  querys: { property: string; value: string; operation: 'LIKE'; relation: 'OR'; group: string }[];
  sorter: { property: string; direction: 'ASC' | 'DESC' }[];
}

/** The spec's order: receiver_name_, then CREATE_TIME_ descending. */
export const MESSAGE_SORTER: MessageListBody['sorter'] = [
  { property: 'receiver_name_', direction: 'ASC' },
  { property: 'CREATE_TIME_', direction: 'DESC' },
];

/**
 * Body of POST /innermsg/messageReceiver/v1/list: pages count from 1 with showTotal; a search matches the
 * subject or the content by contains (two LIKE filters joined by OR in one group).
 */
export function messageListBody(page: number, search: string, pageSize = MESSAGE_PAGE_SIZE): MessageListBody {
  const text = search.trim();
  return {
    pageBean: { page: Math.max(1, Math.floor(page)), pageSize, showTotal: true },
    querys: text
      ? [
          { property: 'subject', value: text, operation: 'LIKE', relation: 'OR', group: 'search' },
          { property: 'content', value: text, operation: 'LIKE', relation: 'OR', group: 'search' },
        ]
      : [],
    sorter: MESSAGE_SORTER,
  };
}

export function isRead(row: { receiveTime?: Time }): boolean {
  return typeof row.receiveTime === 'string' ? row.receiveTime.trim() !== '' : row.receiveTime != null;
}

/** Epoch milliseconds of a time given as a number or as text ('2026-01-01 09:00:00'); unknown is 0. */
function timeValue(time: Time): number {
  if (typeof time === 'number') return time;
  if (!time) return 0;
  const ms = Date.parse(time.includes('T') ? time : time.replace(' ', 'T'));
  return Number.isNaN(ms) ? 0 : ms;
}

/** Comparator of the spec's order, for rows merged from several pages. */
export function compareMessages(a: MessageRow, b: MessageRow): number {
  // Code-point order, as a database sorts the column by default.
  const an = a.receiver_name_ ?? '';
  const bn = b.receiver_name_ ?? '';
  if (an !== bn) return an < bn ? -1 : 1;
  const at = timeValue(a.CREATE_TIME_ ?? a.createTime);
  const bt = timeValue(b.CREATE_TIME_ ?? b.createTime);
  return at < bt ? 1 : at > bt ? -1 : 0;
}

/** Rows of all loaded pages in the spec's order, each message once (a reload may repeat rows). */
export function mergePages<R extends MessageRow>(pages: readonly (readonly R[])[]): R[] {
  const seen = new Set<string>();
  const rows: R[] = [];
  for (const page of pages) {
    for (const row of page) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows.sort(compareMessages);
}

/** More pages exist while fewer rows than the total are loaded and the last page was full. */
export function hasMore(
  loaded: number,
  total: number,
  lastPageSize: number,
  pageSize = MESSAGE_PAGE_SIZE,
): boolean {
  return loaded < total && lastPageSize >= pageSize;
}
