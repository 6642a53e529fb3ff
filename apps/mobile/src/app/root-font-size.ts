import { LIMITS } from '@baton/contracts/limits';

/** Root font size in px: the viewport width clamped to 320..768, divided by 10 (workflow.md §9). */
export function rootFontSize(viewportWidth: number): number {
  const width = Math.min(Math.max(viewportWidth, LIMITS.rootFontMinWidth), LIMITS.rootFontMaxWidth);
  return width / 10;
}

/** Keeps the root font size in step with the viewport; returns the listener's remover. */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
