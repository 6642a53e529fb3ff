import { describe, expect, it } from 'vitest';
import { applyTheme, THEME_COLORS, themeColor } from './theme';

function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('theme colours', () => {
  it('offers the seven colours of the spec', () => {
    expect(THEME_COLORS.map((c) => c.key)).toEqual([
      'blue',
      'red',
      'orange',
      'yellow',
      'green',
      'lightBlue',
      'purple',
    ]);
  });

  it.each(THEME_COLORS.map((c) => [c.key, c.hex]))('%s keeps white text readable', (_key, hex) => {
    expect(contrastOnWhite(hex)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default blue for an unknown key', () => {
    expect(themeColor('nope').key).toBe('blue');
  });

  it('sets the antd-mobile primary colour', () => {
    applyTheme('purple');
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#7a3fd1');
  });
});
