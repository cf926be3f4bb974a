import { describe, expect, it } from "vitest";
import source from "../../public/storage-fallback.js?raw";

/** public/storage-fallback.js, run as the browser runs it, against a given window. */
const run = (target: object) => new Function("window", source)(target);

/** A window whose storages throw on read, as in a cross-site frame with third-party storage blocked. */
function refusingWindow() {
  const target = {};
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
  }
  return target as { localStorage: Storage; sessionStorage: Storage };
}

describe("storage fallback (public/storage-fallback.js)", () => {
  it("replaces refused storages with working in-memory ones", () => {
    const target = refusingWindow();
    expect(() => target.localStorage).toThrow();
    run(target);
    target.sessionStorage.setItem("tt", "token");
    expect(target.sessionStorage.getItem("tt")).toBe("token");
    expect(target.localStorage.getItem("tt")).toBeNull();
    target.localStorage.setItem("a", "1");
    target.localStorage.setItem("b", "2");
    expect(target.localStorage.length).toBe(2);
    expect(target.localStorage.key(1)).toBe("b");
    target.localStorage.removeItem("a");
    expect(target.localStorage.getItem("a")).toBeNull();
    target.localStorage.clear();
    expect(target.localStorage.length).toBe(0);
  });

  it("keeps storages that work", () => {
    const items = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    };
    const target = { localStorage: storage, sessionStorage: storage };
    run(target);
    expect(target.localStorage).toBe(storage);
    expect(items.size).toBe(0);
  });
});
