/**
 * §4 software update: the service worker (public/sw.js) compares the deployed build (/version.json) with the
 * one this page runs and reports a newer one here.
 */
const BUILD_ID = __BUILD_ID__;

type Listener = () => void;
const listeners = new Set<Listener>();
let registration: ServiceWorkerRegistration | null = null;

function isNewVersionMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && "type" in data && data.type === "new-version";
}

/** Registers the service worker in production builds; failures are only logged (§8). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    if (!isNewVersionMessage(event.data)) return;
    for (const listener of listeners) listener();
  });
  navigator.serviceWorker
    .register("/sw.js")
    .then((registered) => {
      registration = registered;
      checkForUpdate();
    })
    .catch((error: unknown) => console.error("Service worker registration failed", error));
}

/** Asks the service worker whether a newer build is deployed; the answer arrives through onNewVersion. */
export function checkForUpdate(): void {
  registration?.active?.postMessage({ type: "check-version", build_id: BUILD_ID });
}

export function subscribeNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
