import type { ReactNode } from "react";

/**
 * Children rendered in the browser only. The server's first paint of a signed-in page (app/server-render.tsx) stops
 * where the browser's first render stops: before a page's lazily loaded part (its code comes after that render),
 * whether or not the server process has loaded that code for an earlier page; and without the dialogs that
 * depend on what the browser has stored or asks for.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return typeof document === "undefined" ? null : children;
}
