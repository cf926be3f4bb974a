import { useCallback, useContext } from "react";
import { type SetURLSearchParams, UNSAFE_DataRouterContext, useSearchParams } from "react-router";

/**
 * React Router's useSearchParams, with a setter whose functional form builds on the address as it is now. React
 * Router hands that function the params of the component's last render, and renders a navigation in a transition:
 * a change made before that render (a second click soon after the first, or on a slow device) was built on the
 * address before the first change and undid it — a cleared filter came back with the next sort. The data router's
 * state has every navigation as soon as it is made (no loaders: synchronously), so the setter reads it there; under
 * a router without that state (a component test's MemoryRouter) it falls back to the render's params.
 * React Router exports the router's context as UNSAFE_ (an internal it keeps stable within a major version); this
 * is its one use in the app.
 */
export function useAddressParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setSearchParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) =>
      setSearchParams(
        typeof next === "function"
          ? () => next(router ? new URLSearchParams(router.state.location.search) : params)
          : next,
        options,
      ),
    [setSearchParams, router, params],
  );
  return [params, setParams];
}
