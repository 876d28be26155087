import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: pages take different props; React.lazy itself is typed this way.
type AnyComponent = ComponentType<any>;

export type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the page's code; hydrating a server-rendered page waits for it. */
  preload(): Promise<unknown>;
};

/** `React.lazy` for a module's named export (the house style has no default exports), with `preload`. */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  // Once preloaded, React gets the page synchronously, so hydration does not suspend on code it already has.
  const factory = () =>
    loaded ? resolvedThenable({ default: loaded[name] }) : preload().then((module) => ({ default: module[name] }));
  return Object.assign(lazy(factory as () => Promise<{ default: M[K] }>), { preload });
}

/** A thenable that calls back at once: React.lazy then resolves in the same render instead of suspending. */
const resolvedThenable = <T>(value: T) => ({
  // biome-ignore lint/suspicious/noThenProperty: React.lazy reads the thenable's status synchronously; that is the point.
  then(onFulfilled: (value: T) => unknown) {
    onFulfilled(value);
  },
});

/** Whether a React element's type is a lazy page (so its code can be loaded before hydration). */
export const isLazyPage = (type: unknown): type is LazyPage<AnyComponent> =>
  typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function';
