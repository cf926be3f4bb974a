import { type ComponentType, useSyncExternalStore } from "react";

export type DeferredComponent<P> = {
  /** Fetches the component's module once (again after a failure); resolves when it is in. */
  load: () => Promise<ComponentType<P>>;
  /** Fetches it ahead (on hover, once the page is shown): a failure is left to the next `load` to retry. */
  preload: () => void;
  /**
   * Runs `run` once the module is in, or once fetching it failed (what holds it then shows without it): a menu opens
   * with its content in place.
   */
  whenLoaded: (run: () => void) => void;
  /** The component once its module is in, null until then; the caller re-renders when it comes. */
  useComponent: () => ComponentType<P> | null;
};

/**
 * A component whose code is fetched on demand, rendered without suspending once it is in (issue 20, Speed): unlike
 * React.lazy, a caller can wait for it before showing what holds it (a menu opens with its plan card in place,
 * rather than growing under the pointer when the card arrives).
 */
export function deferredComponent<P>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const load = () => {
    loading ??= importer().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const useComponent = () =>
    useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
  const preload = () => void load().catch(() => undefined);
  const whenLoaded = (run: () => void) => void load().then(run, run);
  return { load, preload, whenLoaded, useComponent };
}
