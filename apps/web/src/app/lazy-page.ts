import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: pages take different props; React.lazy itself is typed this way.
type AnyComponent = ComponentType<any>;

/** `React.lazy` for a module's named export (the house style has no default exports). */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
