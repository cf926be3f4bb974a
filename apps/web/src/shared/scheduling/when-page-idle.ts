let pageShown = false;
const waitingForPage = new Set<() => void>();

/**
 * The router has rendered its first page, its lazy modules all in (app/router.tsx): what waits in whenPageIdle may
 * start once the browser is idle.
 */
export function markFirstPageShown(): void {
  if (pageShown) return;
  pageShown = true;
  for (const resume of waitingForPage) resume();
  waitingForPage.clear();
}

/**
 * Runs `task` once the page is shown — the window's load event has fired and the router has rendered its first page
 * (the load event alone comes before the page's own chunks) — and the browser is then idle, at most `timeout` ms
 * later: for downloads the first render does not need, so that they do not queue before the page's own on a slow
 * network's few connections (issue 20, Speed). Returns a function that cancels it.
 */
export function whenPageIdle(task: () => void, timeout = 3_000): () => void {
  // Not in a browser (the server's render of a page, app/server-render.tsx): there is no idle page to wait for.
  if (typeof document === "undefined") return () => {};
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout });
    else timer = setTimeout(run, 1_000);
  };
  const afterLoad = () => {
    if (pageShown) whenIdle();
    else waitingForPage.add(whenIdle);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.removeEventListener("load", afterLoad);
    waitingForPage.delete(whenIdle);
  };
}
