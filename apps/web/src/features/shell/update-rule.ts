/** §4 software update: pages where a reload would lose the user's work postpone the update dialog. */
export const DELAYED_PATHS = ["/employees/add-employee", "/need/create", "/registration_stepper"] as const;

export function isDelayedPath(pathname: string): boolean {
  return DELAYED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** pending: a new version waits for the user to leave a delayed page; shown: the dialog appeared already. */
export type UpdateState = { pending: boolean; shown: boolean };
export type UpdateAction = "show" | "reload" | "none";

export const INITIAL_UPDATE_STATE: UpdateState = { pending: false, shown: false };

/** A new build was detected while the user is on `pathname`. */
export function onNewVersion(
  state: UpdateState,
  pathname: string,
): { state: UpdateState; action: UpdateAction } {
  if (isDelayedPath(pathname)) return { state: { ...state, pending: true }, action: "none" };
  if (state.shown) return { state, action: "none" };
  return { state: { pending: false, shown: true }, action: "show" };
}

/**
 * A navigation from `from` to `to`. Leaving a delayed page with an update pending reloads at once (the work
 * there is done); moving onto another delayed page keeps it pending.
 */
export function onNavigation(
  state: UpdateState,
  from: string,
  to: string,
): { state: UpdateState; action: UpdateAction } {
  if (!state.pending || isDelayedPath(to)) return { state, action: "none" };
  if (isDelayedPath(from)) return { state: { ...state, pending: false }, action: "reload" };
  return onNewVersion({ ...state, pending: false }, to);
}
