import { type RefObject, useLayoutEffect, useState } from "react";

/** What a user can act on: a floating button must not lie over one of these. */
const ACTIONABLE = [
  "a[href]",
  "button",
  'input:not([type="hidden"])',
  "select",
  "textarea",
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="combobox"]',
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/** The first actionable element (other than `floating` and what it holds) whose box meets `floating`'s box. */
export function controlUnder(floating: HTMLElement, root: ParentNode = document): Element | null {
  const box = floating.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  for (const element of root.querySelectorAll(ACTIONABLE)) {
    if (floating.contains(element) || element.contains(floating)) continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top) return element;
  }
  return null;
}

/**
 * Whether the floating element `ref` now lies over a control of the page. Checked again (once per frame at most)
 * when the page scrolls (any scroller), the window resizes or the page's content changes; `deps` re-check at
 * once (e.g. the element moved). The element should stay laid out while stepping aside (visibility or opacity,
 * not display: none), so its place can still be measured.
 */
export function useCoversControl(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  deps: readonly unknown[] = [],
): boolean {
  const [covers, setCovers] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setCovers(false);
      return;
    }
    const check = () => setCovers(controlUnder(element) !== null);
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
    };
    check();
    window.addEventListener("scroll", schedule, { capture: true, passive: true });
    window.addEventListener("resize", schedule);
    const mutations = typeof MutationObserver === "undefined" ? null : new MutationObserver(schedule);
    mutations?.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
      mutations?.disconnect();
    };
  }, [ref, enabled, ...deps]);
  return covers;
}
