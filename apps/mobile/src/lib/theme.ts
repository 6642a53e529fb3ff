import { localValues } from './storage';

/**
 * The seven theme colours of the spec (workflow.md §9). Each is dark enough for white text on it
 * (contrast ≥ 4.5:1), so primary buttons and the selected tab stay readable in every theme.
 */
export const THEME_COLORS = [
  { key: 'blue', hex: '#1463d8' },
  { key: 'red', hex: '#d9363e' },
  { key: 'orange', hex: '#c4470a' },
  { key: 'yellow', hex: '#8f6a00' },
  { key: 'green', hex: '#1f7a34' },
  { key: 'lightBlue', hex: '#0b7a9e' },
  { key: 'purple', hex: '#7a3fd1' },
] as const;

export type ThemeKey = (typeof THEME_COLORS)[number]['key'];

export const DEFAULT_THEME: ThemeKey = 'blue';

export function themeColor(key: string | null | undefined): (typeof THEME_COLORS)[number] {
  return THEME_COLORS.find((c) => c.key === key) ?? THEME_COLORS[0];
}

/** antd-mobile reads its primary colour from this CSS variable; our own styles use it too. */
export function applyTheme(key: string | null | undefined, doc: Document = document): ThemeKey {
  const color = themeColor(key);
  doc.documentElement.style.setProperty('--adm-color-primary', color.hex);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', color.hex);
  return color.key;
}

/** The remembered theme, applied on start and changed from the personal page. */
export function storedTheme(): ThemeKey {
  return themeColor(localValues.get('theme')).key;
}

export function chooseTheme(key: ThemeKey): ThemeKey {
  localValues.set('theme', key);
  return applyTheme(key);
}
