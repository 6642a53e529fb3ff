/** Pinch and drag over the process diagram: pure geometry, so the viewer only applies the results. */
export interface Point {
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 4;

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The zoom after two fingers moved from `before` apart to `after` apart, kept within the limits. */
export function pinchZoom(zoom: number, before: number, after: number): number {
  if (before <= 0 || after <= 0) return zoom;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom * (after / before)));
}

/** The scroll of one finger (or the midpoint of two) moving from `from` to `to`. */
export const dragDelta = (from: Point, to: Point) => ({ dx: to.x - from.x, dy: to.y - from.y });
