import { useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/** Where each list was scrolled to, for this visit of the app (a module outlives the screens that use it). */
const positions = new Map<string, number>();

/**
 * Keeps a list's scroll position: remembered while the list is on screen, given back when the user comes back to
 * it (history back, or a tab switch), once `ready` says the rows are there to scroll over. A list reached anew
 * (a link, a tile) starts at the top.
 */
export function useScrollMemory(key: string, ready: boolean): void {
  const navigationType = useNavigationType();
  const restored = useRef<string | null>(null);

  // A layout effect, so the listener is gone before the next screen's layout can move the window.
  useLayoutEffect(() => {
    let active = true;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (active) positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    // Back (POP) and tab switches (REPLACE) return to where the list was; a new visit (PUSH) starts on top.
    window.scrollTo(0, navigationType === 'PUSH' ? 0 : (positions.get(key) ?? 0));
  }, [key, ready, navigationType]);
}

/** Forgets every remembered position (tests start clean). */
export function forgetScrollPositions(): void {
  positions.clear();
}
