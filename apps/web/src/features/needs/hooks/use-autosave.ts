import { useCallback, useEffect, useRef, useState } from "react";

export type AutosaveState = "idle" | "unsaved" | "pending" | "saving" | "saved" | "error";

/** How long after the last change a draft is saved. */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * Saves a draft a few seconds after its last change, once it is `ready` (it has a title and validates). Saves
 * run one after another, so the first (which creates the draft) finishes before the next (which updates it).
 * `snapshot` is the serialised form: a change is a different snapshot from the last one saved.
 */
export function useAutosave(snapshot: string, ready: boolean, save: () => Promise<unknown>, enabled = true) {
  const [state, setState] = useState<AutosaveState>("idle");
  const lastSaved = useRef(snapshot);
  const saveRef = useRef(save);
  saveRef.current = save;
  const queue = useRef<Promise<void>>(Promise.resolve());

  const run = useCallback((current: string) => {
    const next = queue.current.then(async () => {
      if (current === lastSaved.current) return;
      setState("saving");
      try {
        await saveRef.current();
        lastSaved.current = current;
        setState("saved");
      } catch {
        setState("error");
      }
    });
    queue.current = next;
    return next;
  }, []);

  useEffect(() => {
    if (!enabled || snapshot === lastSaved.current) return;
    if (!ready) {
      setState("unsaved");
      return;
    }
    setState("pending");
    const timer = setTimeout(() => void run(snapshot), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [snapshot, ready, enabled, run]);

  /** Waits for saves under way (before publishing), and records a snapshot saved by other means. */
  const settle = useCallback(async () => {
    await queue.current;
  }, []);
  const markSaved = useCallback((saved: string) => {
    lastSaved.current = saved;
    setState("saved");
  }, []);
  return { state, settle, markSaved };
}
