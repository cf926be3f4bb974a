import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether the element scrolls sideways (a table wider than its card on a phone), followed as it and its content
 * change size. Such a box takes the keyboard focus (`tabIndex={0}`), so that the arrow keys scroll it (WCAG 2.1.1;
 * axe scrollable-region-focusable: the audit log's table had nothing focusable in it).
 */
export function useScrollsSideways<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls];
}
