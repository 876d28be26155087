import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface GatedLazy {
  /** Renders the component once the gate is open and its code has loaded; suspends until then. */
  Component: LazyExoticComponent<ComponentType>;
  /** Loads the code without opening the gate (once). */
  load(): Promise<ComponentType>;
  /** Lets `Component` render. */
  open(): void;
}

/** `React.lazy` behind a gate: the code may load early, but the component renders only once the gate opens. */
export function gatedLazy(load: () => Promise<ComponentType>, { open: initiallyOpen }: { open: boolean }): GatedLazy {
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (initiallyOpen) open();
  const Component = lazy(async () => {
    await opened;
    return { default: await loadOnce() };
  });
  return { Component, load: loadOnce, open };
}
