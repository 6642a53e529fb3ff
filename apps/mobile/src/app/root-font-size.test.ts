import { describe, expect, it } from 'vitest';
import { installRootFontSize, rootFontSize } from './root-font-size';

describe('rootFontSize', () => {
  it.each([
    [200, 32],
    [320, 32],
    [375, 37.5],
    [390, 39],
    [768, 76.8],
    [1024, 76.8],
  ])('viewport %i px gives %f px', (width, expected) => {
    expect(rootFontSize(width)).toBeCloseTo(expected);
  });

  it('follows the viewport when it is resized', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const remove = installRootFontSize(window);
    expect(document.documentElement.style.fontSize).toBe('39px');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('76.8px');
    remove();
  });
});
