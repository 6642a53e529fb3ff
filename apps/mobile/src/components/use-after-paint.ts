import { useEffect, useState } from 'react';

/**
 * False until the screen has painted once with `ready` true, then true for good: calls that change nothing the
 * first paint shows (recording a read, asking about a claim) wait for it, so the screen's own content is drawn
 * before they take the network and the main thread.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
