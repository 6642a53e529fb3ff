import { useSearchParams } from 'react-router';

/**
 * A screen's tab kept in the address (`?tab=`), so that coming back from a detail opens the same tab. The first
 * tab has no parameter; switching replaces the entry rather than adding one.
 */
export function useTabParam<K extends string>(tabs: readonly K[]): [K, (next: K) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const active = tabs.find((k) => k === value) ?? tabs[0]!;
  const set = (next: K) => {
    setParams(
      (old) => {
        const copy = new URLSearchParams(old);
        if (next === tabs[0]) copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };
  return [active, set];
}
