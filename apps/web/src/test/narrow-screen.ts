import { vi } from "vitest";

/**
 * A phone's screen as MUI's useMediaQuery reads it: no min-width query matches (up("sm")…), every max-width one
 * does (down("sm")…). Restored by vi.restoreAllMocks().
 */
export function narrowScreen() {
  return vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("max-width"),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}
