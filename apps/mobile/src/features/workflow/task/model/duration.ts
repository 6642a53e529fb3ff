/** A duration as the opinion list shows it (workflow.md §9): days, hours and minutes, or under one minute. */
export type DurationPart = { unit: 'day' | 'hour' | 'minute'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The non-zero units of a duration, largest first; an empty list means under one minute. Seconds are dropped
 * (59 s is still under a minute, 61 s is one minute). Missing or negative durations count as under a minute.
 */
export function durationParts(ms: number | null | undefined): DurationPart[] {
  const total = Math.max(0, Math.floor(Number(ms) || 0));
  if (total < MINUTE) return [];
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const parts: DurationPart[] = [];
  if (days) parts.push({ unit: 'day', count: days });
  if (hours) parts.push({ unit: 'hour', count: hours });
  if (minutes) parts.push({ unit: 'minute', count: minutes });
  return parts;
}

/**
 * The text of a duration with the `task` namespace's duration.* texts; Chinese writes the units together
 * (2天3小时), other languages with a space (2 d 3 h).
 */
export function formatDuration(
  ms: number | null | undefined,
  t: (key: string, params?: Record<string, unknown>) => string,
  language = 'zh-CN',
): string {
  const parts = durationParts(ms);
  if (parts.length === 0) return t('duration.underMinute');
  const separator = language.startsWith('zh') ? '' : ' ';
  return parts.map((p) => t(`duration.${p.unit}`, { count: p.count })).join(separator);
}
