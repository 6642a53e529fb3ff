import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, MIN_ZOOM, distance, dragDelta, midpoint, pinchZoom } from './gestures';

describe('diagram gestures', () => {
  it('spreading two fingers to twice the distance doubles the zoom', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(1.5, 200, 100)).toBe(0.75);
  });

  it('keeps the zoom within its limits and ignores a degenerate pinch', () => {
    expect(pinchZoom(3, 10, 100)).toBe(MAX_ZOOM);
    expect(pinchZoom(0.3, 100, 10)).toBe(MIN_ZOOM);
    expect(pinchZoom(1.2, 0, 50)).toBe(1.2);
  });

  it('drags by the finger movement and measures between fingers', () => {
    expect(dragDelta({ x: 10, y: 20 }, { x: 4, y: 50 })).toEqual({ dx: -6, dy: 30 });
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(midpoint({ x: 0, y: 0 }, { x: 10, y: 20 })).toEqual({ x: 5, y: 10 });
  });
});
