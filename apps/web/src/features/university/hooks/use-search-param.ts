import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL_STATE } from '@/components/layouts/scroll-on-navigation';
import { useIsHydrated } from '@/hooks/use-is-hydrated';

/**
 * A text kept in the URL's query (`?q=`), so a search can be shared and survives a reload. The server renders
 * from the path alone (decision 008), so the value is read only once hydrated; typing replaces the history entry and keeps the
 * reader's place on the page.
 */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const isHydrated = useIsHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get(name) ?? '';
  const [value, setValue] = useState('');

  useEffect(() => {
    if (isHydrated) setValue(fromUrl);
  }, [isHydrated, fromUrl]);

  const update = useCallback(
    (next: string) => {
      setValue(next);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(name, next);
          else params.delete(name);
          return params;
        },
        { replace: true, state: KEEP_SCROLL_STATE },
      );
    },
    [name, setSearchParams],
  );

  return [value, update];
}
