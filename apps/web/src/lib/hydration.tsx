import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the first render of the browser, the one that takes over the server's HTML (hydration);
 * true after it, and in any render that is not hydrating. What only the browser knows (the wishlist's hearts, toasts,
 * the cookie banner's code) waits for it, so that the first render equals the server's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A lazily loaded component that renders nothing on the server and while hydrating, then loads as `lazy` does. Only for
 * parts that take no room of their own before they come (they sit in a `Suspense` with no fallback).
 */
export function clientOnlyLazy<P extends object>(load: () => Promise<{ default: (props: P) => ReactNode }>): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function ClientOnly(props: P) {
    return useHydrated() ? createElement(Lazy, props) : null;
  }
  return ClientOnly;
}

/**
 * A lazily loaded component whose code can be loaded ahead with `preload`: once loaded it renders at once, without
 * suspending. The server loads it before rendering a page that shows it, the browser before taking that page over.
 */
export function preloadableLazy<P extends object>(load: () => Promise<(props: P) => ReactNode>): { Component: ComponentType<P>; preload(): Promise<void> } {
  let loaded: ((props: P) => ReactNode) | undefined;
  const remember = async () => (loaded = await load());
  const Lazy = lazy(async () => ({ default: await remember() })) as unknown as ComponentType<P>;
  function Component(props: P) {
    return createElement((loaded as ComponentType<P> | undefined) ?? Lazy, props);
  }
  return {
    Component,
    preload: async () => {
      await remember();
    },
  };
}
