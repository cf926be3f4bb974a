/*
 * Pre-rendered pages (issue 20, Speed; src/app/prerender.tsx): the build renders the login, registration,
 * password-reset and landing pages to HTML as a first-time visitor sees them (Italian, signed out, nothing in the
 * address after the path). This classic script, in their head after storage-fallback.js, runs before the first
 * paint: when the visitor is not in that state the app's first render would differ, so the HTML is hidden
 * (`data-prerender-skip` on <html>, the page's head style) and boot.tsx renders the app afresh instead of hydrating
 * it. Plain JavaScript, served as is.
 */
((target) => {
  const root = target.document.documentElement;
  // The stored keys that change what a public page renders first (src/shared/session/storage-keys.ts). The cookie
  // and chat choices do not: the banner and the chat button wait for the host's brand and widget, which no first
  // render has.
  const keys = ["loginUserToken", "loginUser", "maintenance", "ssoRequest", "ssoRegistration"];
  let firstVisit = target.location.search === "" && target.location.hash === "";
  try {
    const storage = target.localStorage;
    const language = storage.getItem("language");
    if (language !== null && language.trim().toLowerCase() !== "it") firstVisit = false;
    for (const key of keys) if (storage.getItem(key) !== null) firstVisit = false;
  } catch {
    firstVisit = false;
  }
  if (!firstVisit) root.setAttribute("data-prerender-skip", "");
})(window);
