const PATTERN = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** Milliseconds of an ISO-8601 duration made of days, hours and minutes (P2D, PT4H, P1DT12H30M); null if not. */
export function parseDuration(text: string): number | null {
  const m = PATTERN.exec(text);
  if (!m || text === 'P' || text.endsWith('T')) return null;
  const [d, h, min] = [m[1], m[2], m[3]].map((v) => Number(v ?? 0)) as [number, number, number];
  const ms = ((d * 24 + h) * 60 + min) * 60_000;
  return ms > 0 ? ms : null;
}
