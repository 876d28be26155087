import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { isLazyPage } from '@/lib/lazy-page';

/** Loads the code of the lazy pages that render `pathname`, so hydration finds them ready. */
export function preloadMatchedPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const type = isValidElement(route.element) ? route.element.type : null;
      return isLazyPage(type) ? type.preload() : null;
    }),
  );
}
