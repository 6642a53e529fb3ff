import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  const local = new Date(2026, 0, 5, 9, 7).getTime();
  it.each([
    [local, '2026-01-05 09:07'],
    [String(local), '2026-01-05 09:07'],
    ['2026-01-05T09:07:00', '2026-01-05 09:07'],
    ['not a date', 'not a date'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });
});
