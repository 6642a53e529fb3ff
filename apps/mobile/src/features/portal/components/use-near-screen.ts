import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` pixels of the screen (at once where the browser cannot tell).
 * Heavy parts below the fold (charts, server HTML with its sanitiser) wait for it, so the first screen of a
 * page loads only what it shows.
 */
export function useNearScreen<T extends Element>(margin = 0): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}
