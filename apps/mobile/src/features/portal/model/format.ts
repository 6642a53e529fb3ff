const pad = (n: number) => String(n).padStart(2, '0');

/** A date given as epoch milliseconds or as text, shown as YYYY-MM-DD HH:mm; unreadable text stays as it is. */
export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
