import { useSyncExternalStore } from "react";
import { getSession, type Session, subscribeSession } from "./session-store.ts";

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
