/**
 * §2.6: a call refused with 403 `plans.function_blocked` carries the limitation record in `data`. The HTTP client
 * reports it here and the blocked-feature modal (mounted once in the shell) opens with it, so every screen gets
 * the modal without handling the error itself.
 */
export const FUNCTION_BLOCKED_CODE = "plans.function_blocked";

type Listener = (data: unknown) => void;

const listeners = new Set<Listener>();

export function reportFunctionBlocked(data: unknown): void {
  for (const listener of listeners) listener(data);
}

export function subscribeFunctionBlocked(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
