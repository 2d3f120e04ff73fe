import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A one-off request carried in the address (?join=1, ?manage=1): whether it is there, and a way
 * to take it out again without a new history entry.
 */
export function useSearchFlag(name: string): [boolean, () => void] {
  const [search, setSearch] = useSearchParams();
  const clear = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setSearch],
  );
  return [search.get(name) === '1', clear];
}
