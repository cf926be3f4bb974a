/**
 * Service worker of the web app (§4 software update, §7 "a service worker is registered"). It caches nothing:
 * when a page asks, it reads /version.json from the network and tells that page whether a newer build is
 * deployed than the one it runs.
 */
self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  const request = event.data;
  if (request?.type !== "check-version" || typeof request.build_id !== "string") return;
  event.waitUntil(
    fetch("/version.json", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((version) => {
        const buildId = version && typeof version.build_id === "string" ? version.build_id : null;
        if (buildId && buildId !== request.build_id) {
          event.source?.postMessage({ type: "new-version", build_id: buildId });
        }
      })
      .catch(() => undefined),
  );
});
