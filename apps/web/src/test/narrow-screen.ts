import { vi } from "vitest";

/**
 * A phone's screen as MUI's useMediaQuery reads it: no min-width query matches. Restored by
 * vi.restoreAllMocks().
 */
export function narrowScreen() {
  return vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: false,
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
