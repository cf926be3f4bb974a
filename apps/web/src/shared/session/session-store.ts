import { type SessionUser, sessionUserSchema } from "@mkt/contracts";
import { STORAGE_KEYS } from "./storage-keys.ts";

export type Session = { token: string; user: SessionUser };

type Listener = () => void;

const listeners = new Set<Listener>();
let cachedRaw: { token: string | null; user: string | null } = { token: null, user: null };
let cachedSession: Session | null = null;

function readSession(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userRaw = localStorage.getItem(STORAGE_KEYS.user);
  if (token === cachedRaw.token && userRaw === cachedRaw.user) return cachedSession;
  cachedRaw = { token, user: userRaw };
  cachedSession = null;
  if (token && userRaw) {
    try {
      const parsed = sessionUserSchema.safeParse(JSON.parse(userRaw));
      if (parsed.success) cachedSession = { token, user: parsed.data };
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The stored session (token and user), or null when logged out. Stable between changes. */
export function getSession(): Session | null {
  return readSession();
}

export function getToken(): string | null {
  return readSession()?.token ?? null;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

export function saveUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/**
 * Logout and failed refresh (§2.2, §4): the session and local storage are cleared. The visitor's
 * language choice is kept so the landing page stays in the language they were using, and the analytics choice.
 */
export function clearSession(): void {
  const language = readSession()?.user.language ?? localStorage.getItem(STORAGE_KEYS.language);
  // The cookie banner's answer belongs to the browser, not to the session (issue 18).
  const analyticsConsent = localStorage.getItem(STORAGE_KEYS.analyticsConsent);
  const supportChatConsent = localStorage.getItem(STORAGE_KEYS.supportChatConsent);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem(STORAGE_KEYS.language, language);
  if (analyticsConsent) localStorage.setItem(STORAGE_KEYS.analyticsConsent, analyticsConsent);
  if (supportChatConsent) localStorage.setItem(STORAGE_KEYS.supportChatConsent, supportChatConsent);
  emit();
}
