import { useState } from 'react';

/** True from the first time `open` is true: a lazily loaded popup stays mounted so it can animate closed. */
export function useLoadedOnce(open: boolean): boolean {
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return loaded || open;
}
