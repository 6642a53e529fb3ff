import { lazy, Suspense, useEffect, useState } from 'react';
import type { PopupProps } from 'antd-mobile/es/components/popup';

const load = () => import('antd-mobile/es/components/popup');
let loading: ReturnType<typeof load> | undefined;
const loadPopup = () => (loading ??= load());
const Popup = lazy(loadPopup);

/**
 * antd-mobile's Popup, loaded when the screen is first touched or the sheet first opens: it brings an animation
 * library that a screen should not pay for before anyone uses it. Once loaded it stays mounted, so closing still
 * animates.
 */
export function LazyPopup(props: PopupProps) {
  const [wanted, setWanted] = useState(Boolean(props.visible));
  if (props.visible && !wanted) setWanted(true);
  useEffect(() => {
    // The first touch anywhere fetches it, so the sheet is usually ready by the time its button is tapped.
    const warm = () => void loadPopup().catch(() => undefined);
    window.addEventListener('pointerdown', warm, { once: true, passive: true });
    return () => window.removeEventListener('pointerdown', warm);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
