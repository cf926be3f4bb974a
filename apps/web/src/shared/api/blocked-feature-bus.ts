/**
 * §2.6: a call refused with 403 `plans.function_blocked` carries the limitation record in `data`. The HTTP client
 * reports it here and the blocked-feature modal (mounted once in the shell) opens with it, so every screen gets
 * the modal without handling the error itself.
 */
export const FUNCTION_BLOCKED_CODE = "plans.function_blocked";

type Listener = (data: unknown) => void;

const listeners = new Set<Listener>();
/**
 * A refusal reported while no modal listens (the shell's overlays are a chunk fetched after its first render): the
 * modal gets it when it subscribes, instead of losing it.
 */
let unheard: { data: unknown } | null = null;

export function reportFunctionBlocked(data: unknown): void {
  if (listeners.size === 0) {
    unheard = { data };
    return;
  }
  for (const listener of listeners) listener(data);
}

export function subscribeFunctionBlocked(listener: Listener): () => void {
  listeners.add(listener);
  if (unheard) {
    const { data } = unheard;
    unheard = null;
    listener(data);
  }
  return () => {
    listeners.delete(listener);
  };
}
