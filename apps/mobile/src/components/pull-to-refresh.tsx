import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './pull-to-refresh.module.css';

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  pullingText: ReactNode;
  canReleaseText: ReactNode;
  refreshingText: ReactNode;
  completeText: ReactNode;
  children?: ReactNode;
}

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** Height of the head while refreshing; a pull past THRESHOLD refreshes on release. */
const HEAD = 40;
const THRESHOLD = 60;
const MAX = HEAD * 5;
const COMPLETE_DELAY = 500;

function scrollTopOf(node: Element | null): number {
  // Every scrolled ancestor counts, up to the page itself: the pull only starts at the very top.
  for (let el = node; el; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollTop > 0) return el.scrollTop;
  }
  return window.scrollY;
}

/** Resistance: the head follows the finger at half its travel, slower as it nears its longest. */
export function pullHeight(travel: number): number {
  if (travel <= 0) return 0;
  const half = travel / 2;
  return Math.round(MAX * (1 - 1 / (half / MAX + 1)));
}

/**
 * Pull down at the top of a list to refresh it, with the status text in a head that opens above the content.
 * Touch only, with a CSS transition for the head: no animation library on the list screens.
 */
export function PullToRefresh({
  onRefresh,
  pullingText,
  canReleaseText,
  refreshingText,
  completeText,
  children,
}: PullToRefreshProps) {
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ status, onRefresh });
  latest.current = { status, onRefresh };

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let startY: number | null = null;
    let pulling = false;
    let travel = 0;
    let alive = true;

    const finish = async () => {
      setStatus('refreshing');
      setHeight(HEAD);
      try {
        await latest.current.onRefresh();
        if (!alive) return;
        setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY));
      } catch {
        // The list shows its own failure; the head just closes.
      }
      if (!alive) return;
      setHeight(0);
      setStatus('pulling');
    };
    const onStart = (event: TouchEvent) => {
      const busy = latest.current.status === 'refreshing' || latest.current.status === 'complete';
      startY = busy || event.touches.length !== 1 ? null : event.touches[0]!.clientY;
      pulling = false;
      travel = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = event.touches[0]!.clientY - startY;
      if (!pulling) {
        if (dy <= 0 || scrollTopOf(event.target as Element) > 0) {
          startY = null;
          return;
        }
        pulling = true;
        setDragging(true);
      }
      if (event.cancelable) event.preventDefault();
      travel = dy;
      const next = pullHeight(dy);
      setHeight(next);
      setStatus(next > THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null || !pulling) return;
      startY = null;
      pulling = false;
      setDragging(false);
      if (pullHeight(travel) > THRESHOLD) void finish();
      else setHeight(0);
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: pullingText,
    canRelease: canReleaseText,
    refreshing: refreshingText,
    complete: completeText,
  }[status];
  return (
    <div ref={root} className={styles.root}>
      <div
        className={dragging ? styles.head : `${styles.head} ${styles.settle}`}
        style={{ height }}
        aria-live="polite"
        aria-hidden={height === 0}
      >
        <div className={styles.headContent} style={{ height: HEAD }}>
          {text}
        </div>
      </div>
      <div>{children}</div>
    </div>
  );
}
