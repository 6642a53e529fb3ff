import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration } from './duration';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const zh: Record<string, string> = {
  'duration.day': '{{count}}天',
  'duration.hour': '{{count}}小时',
  'duration.minute': '{{count}}分钟',
  'duration.underMinute': '不足1分钟',
};
const t = (key: string, params?: Record<string, unknown>) =>
  (zh[key] ?? key).replace('{{count}}', String(params?.count ?? ''));

describe('opinion durations', () => {
  it.each([
    [null, '不足1分钟'],
    [0, '不足1分钟'],
    [-5_000, '不足1分钟'],
    [59_999, '不足1分钟'],
    [MIN, '1分钟'],
    [MIN + 59_000, '1分钟'],
    [59 * MIN, '59分钟'],
    [HOUR, '1小时'],
    [HOUR + 5 * MIN, '1小时5分钟'],
    [DAY, '1天'],
    [DAY + 30 * MIN, '1天30分钟'],
    [2 * DAY + 3 * HOUR + 4 * MIN + 10_000, '2天3小时4分钟'],
    [45 * DAY, '45天'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatDuration(ms, t)).toBe(text);
  });

  it('other languages put a space between the units', () => {
    const en: Record<string, string> = { 'duration.day': '{{count}} d', 'duration.hour': '{{count}} h' };
    const tEn = (key: string, params?: Record<string, unknown>) =>
      (en[key] ?? key).replace('{{count}}', String(params?.count ?? ''));
    expect(formatDuration(DAY + 2 * HOUR, tEn, 'en-US')).toBe('1 d 2 h');
  });

  it('keeps only the units that are not zero, largest first', () => {
    expect(durationParts(3 * DAY + 7 * MIN)).toEqual([
      { unit: 'day', count: 3 },
      { unit: 'minute', count: 7 },
    ]);
  });
});
