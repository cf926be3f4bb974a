/*
 * Pages whose HTML comes with their first render (issue 20, Speed). Two kinds:
 * - the public pages the build renders (src/app/prerender.tsx: login, registration, password reset, landing) as a
 *   first-time visitor sees them (Italian, signed out, nothing in the address after the path);
 * - the signed-in pages the API renders for the browser's session (src/app/server-render.tsx: the dashboards and
 *   the talent search), marked on <html> with the user, language and viewport they were rendered for.
 * This classic script, in their head after storage-fallback.js, runs before the first paint: when the visitor is
 * not in that state the app's first render would differ, so the HTML is hidden (`data-prerender-skip` on <html>,
 * the page's head style) and boot.tsx renders the app afresh. Plain JavaScript, served as is.
 */
((target) => {
  const root = target.document.documentElement;
  const addressIsBare = target.location.search === "" && target.location.hash === "";

  /** A public page: nothing stored that changes its first render (src/shared/session/storage-keys.ts). */
  const firstVisit = (storage) => {
    // The cookie and chat choices do not: the banner and the chat button wait for the host's brand and widget,
    // which no first render has.
    const keys = ["loginUserToken", "loginUser", "maintenance", "ssoRequest", "ssoRegistration"];
    const language = storage.getItem("language");
    if (language !== null && language.trim().toLowerCase() !== "it") return false;
    return keys.every((key) => storage.getItem(key) === null);
  };

  /**
   * A signed-in page: the stored session is the user it was rendered for, in the language their record holds
   * (src/shared/i18n/language-rule.ts signedInLanguage), on a viewport of the same class with the same menu layout
   * (src/app/server-render-rules.ts VIEWPORT_LIMITS), and this tab has not chosen a menu entry or hidden the
   * documentation banner (the server renders with neither).
   */
  const renderedFor = (storage, session, user) => {
    if (storage.getItem("loginUserToken") === null) return false;
    const stored = JSON.parse(storage.getItem("loginUser") ?? "null");
    if (stored === null || String(stored.id) !== user) return false;
    const language = typeof stored.language === "string" ? stored.language.trim().toLowerCase() : "";
    const expected = language === "" ? "en" : language === "it" ? "it" : "en";
    if (expected !== root.getAttribute("data-rendered-language")) return false;
    const limits = [600, 768, 900];
    const size = limits.filter((limit) => target.matchMedia(`(min-width: ${limit}px)`).matches).length;
    const menu = storage.getItem("menuLayout") === "horizontal" ? "h" : "v";
    if (`${size}.${menu}` !== root.getAttribute("data-rendered-view")) return false;
    return session.getItem("menuActive") === null && session.getItem("documentationBannerHidden") === null;
  };

  let show = addressIsBare;
  try {
    const user = root.getAttribute("data-rendered-user");
    if (show) {
      show =
        user === null
          ? firstVisit(target.localStorage)
          : renderedFor(target.localStorage, target.sessionStorage, user);
    }
  } catch {
    show = false;
  }
  if (!show) root.setAttribute("data-prerender-skip", "");
})(window);
