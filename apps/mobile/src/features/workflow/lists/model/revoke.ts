/** The fields of a done-list row the revoke rule reads (workflow.md §3 "Done-list row"). */
export interface DoneRowLike {
  id: string;
  taskKey: string;
  /** The instance's status: running, end, manualend, revoked. */
  status: string;
  /** The caller's step on it: agree, oppose, reject, inqu, ... */
  opinionStatus: string;
}

/** A step may be taken back while its flow runs and it was an approval, or when it was an inquiry. */
export function revocableByStatus(row: Pick<DoneRowLike, 'status' | 'opinionStatus'>): boolean {
  return (row.status === 'running' && row.opinionStatus === 'agree') || row.opinionStatus === 'inqu';
}

/**
 * The done list's revoke flag (workflow.md §4): revocable only if running and agree, or inqu; of several rows
 * with the same id and taskKey only the first may stay revocable (the later ones are older steps on the
 * same node, which cannot be taken back once a newer one exists).
 */
export function withRevokeFlag<R extends DoneRowLike>(rows: readonly R[]): (R & { revoke: boolean })[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = `${row.id}\u0000${row.taskKey}`;
    const first = !seen.has(key);
    seen.add(key);
    return { ...row, revoke: first && revocableByStatus(row) };
  });
}
