import dayjs from 'dayjs';

/** A date given as epoch milliseconds or as text, shown as YYYY-MM-DD HH:mm; unreadable text stays as it is. */
export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : String(value);
}
