const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd HH:mm:ss' in the server's time zone (workflow.md §9). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** yyyyMMdd of the server's day, e.g. for serial numbers that start again each day. */
export function dayStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
}

/** Fills a serial-number rule: {yyyy} {MM} {dd} {NO} (the number, zero-padded to `length`). */
export function formatSerial(regulation: string, value: number, length: number, ms: number): string {
  const d = new Date(ms);
  return regulation
    .replaceAll('{yyyy}', String(d.getFullYear()))
    .replaceAll('{MM}', pad(d.getMonth() + 1))
    .replaceAll('{dd}', pad(d.getDate()))
    .replaceAll('{NO}', pad(value, length));
}
