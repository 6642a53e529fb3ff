export interface SseEvent {
  type: string;
  data: string;
}

/**
 * Splits Server-Sent Events text into complete events (a blank line ends one) and the unfinished rest, which
 * is kept for the next chunk. Comment lines (`:`) are keep-alives; an event without `event:` is a `message`.
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || type !== 'message') events.push({ type, data: data.join('\n') });
  }
  return { events, rest };
}

/** Wait before the n-th reconnection (from 0): 1 s doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** The unread count an event carries (`ready` and `innermsg-read` events), if any. */
export function unreadOf(event: SseEvent): number | null {
  try {
    const data = JSON.parse(event.data) as { unread?: unknown };
    return typeof data.unread === 'number' && data.unread >= 0 ? data.unread : null;
  } catch {
    return null;
  }
}
