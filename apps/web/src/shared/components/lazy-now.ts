import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy whose module is requested now, as the calling module runs, rather than at its first render (issue 20,
 * Speed): a page paints its light part (a heading) while its heavy part downloads. A failed download is reported
 * where the component renders (the route's error boundary), not as an unhandled rejection in between.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint (any component's props).
export function lazyNow<C extends ComponentType<any>>(importer: () => Promise<C>): LazyExoticComponent<C> {
  const module = importer();
  module.catch(() => undefined);
  return lazy(() => module.then((component) => ({ default: component })));
}
