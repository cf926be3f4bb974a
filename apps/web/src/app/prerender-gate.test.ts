import { describe, expect, it } from "vitest";
import source from "../../public/prerender-gate.js?raw";
import { prerenderedPage } from "./prerender-gate.tsx";

/** Runs public/prerender-gate.js as the browser does, against a window with this address and storage. */
function gate(stored: Record<string, string>, address = "") {
  const attributes = new Map<string, string>();
  const url = new URL(address, "https://marketplace.example/authentication/login");
  const target = {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
    location: { search: url.search, hash: url.hash },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
  };
  new Function("window", source)(target);
  return attributes.has("data-prerender-skip") ? "skip" : "show";
}

describe("pre-rendered page gate (public/prerender-gate.js)", () => {
  it("shows the HTML to a first visit: nothing stored, or Italian chosen, nothing after the path", () => {
    expect(gate({})).toBe("show");
    expect(gate({ language: "it" })).toBe("show");
    expect(gate({ language: " IT " })).toBe("show");
    expect(gate({ unrelated: "1" })).toBe("show");
    // The cookie banner and the support chat button come after the first render, whatever was chosen.
    expect(gate({ analyticsConsent: "denied", supportChatConsent: "granted" })).toBe("show");
  });

  it("hides it when the first render would differ: another language, a session, a sign-in under way, a query", () => {
    expect(gate({ language: "en" })).toBe("skip");
    expect(gate({ loginUserToken: "t", loginUser: "{}" })).toBe("skip");
    expect(gate({ maintenance: "1" })).toBe("skip");
    expect(gate({ ssoRegistration: "{}" })).toBe("skip");
    expect(gate({}, "?lang=en")).toBe("skip");
    expect(gate({}, "#top")).toBe("skip");
  });

  it("hides it when the storage cannot be read", () => {
    const attributes: string[] = [];
    const target = {
      document: { documentElement: { setAttribute: (name: string) => attributes.push(name) } },
      location: { search: "", hash: "" },
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    };
    new Function("window", source)(target);
    expect(attributes).toEqual(["data-prerender-skip"]);
  });
});

describe("prerenderedPage (boot.tsx: hydrate or render afresh)", () => {
  /** An <html> element with these attributes, as far as prerenderedPage reads it. */
  const html = (attributes: Record<string, string>) => {
    const prerendered = attributes["data-prerendered"];
    return {
      dataset: prerendered === undefined ? {} : { prerendered },
      hasAttribute: (name: string) => name in attributes,
    } as unknown as HTMLElement;
  };

  it("hydrates the path the HTML was rendered for, a trailing slash aside", () => {
    const login = html({ "data-prerendered": "/authentication/login" });
    expect(prerenderedPage(login, "/authentication/login")).toBe("hydrate");
    expect(prerenderedPage(login, "/authentication/login/")).toBe("hydrate");
    expect(prerenderedPage(html({ "data-prerendered": "/" }), "/")).toBe("hydrate");
  });

  it("renders afresh without pre-rendered HTML, on another path, or when the gate hid it", () => {
    expect(prerenderedPage(html({}), "/authentication/login")).toBe("render");
    expect(prerenderedPage(html({ "data-prerendered": "/" }), "/authentication/login")).toBe("render");
    const skipped = html({ "data-prerendered": "/authentication/login", "data-prerender-skip": "" });
    expect(prerenderedPage(skipped, "/authentication/login")).toBe("render");
  });
});
