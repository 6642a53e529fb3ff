import dayjs from 'dayjs';

/** Epoch milliseconds as 2026-12-01 09:30; nothing for no time. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return '';
  return dayjs(ms).format('YYYY-MM-DD HH:mm');
}

/** Whether a due time has passed. */
export const isOverdue = (dueTime: number | null | undefined, now = Date.now()): boolean =>
  typeof dueTime === 'number' && dueTime > 0 && dueTime < now;
