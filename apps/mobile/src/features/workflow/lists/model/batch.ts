import type { BpmTaskRow } from '@baton/contracts';

/**
 * Whether a to-do may be agreed in a batch: it is pending, needs no claim first, and is not the caller's own
 * request sent back to them (resubmitting wants its form looked at, not a blanket 同意).
 */
export function canBatchApprove(
  row: Pick<BpmTaskRow, 'status' | 'needClaim' | 'creatorId'>,
  userId: string,
): boolean {
  return row.status === 'pending' && row.needClaim !== 1 && row.creatorId !== userId;
}

export interface BatchItem {
  id: string;
  subject: string;
}

export interface BatchResult extends BatchItem {
  ok: boolean;
  /** The server's message: its success text or why it refused. */
  message: string;
}

/**
 * Runs `act` on each item one after the other and reports each outcome; a refusal is recorded and the next
 * item still runs. Sequential on purpose: steps of the same flow must not race each other's version check.
 */
export async function runBatch(
  items: readonly BatchItem[],
  act: (item: BatchItem) => Promise<string>,
  onProgress?: (done: number) => void,
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const item of items) {
    try {
      results.push({ ...item, ok: true, message: await act(item) });
    } catch (error) {
      results.push({ ...item, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
    onProgress?.(results.length);
  }
  return results;
}

/** Keeps the selection to rows still on the list (a refresh may have removed some). */
export function pruneSelection(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const present = new Set(ids);
  return new Set([...selected].filter((id) => present.has(id)));
}
