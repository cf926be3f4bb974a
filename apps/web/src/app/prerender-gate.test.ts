import { describe, expect, it } from "vitest";
import source from "../../public/prerender-gate.js?raw";
import { prerenderedPage } from "./prerender-gate.tsx";

type Window = {
  /** <html>'s attributes as the page came (a signed-in page's marks). */
  marks?: Record<string, string>;
  local?: Record<string, string | null>;
  session?: Record<string, string>;
  address?: string;
  path?: string;
  width?: number;
};

/** Runs public/prerender-gate.js as the browser does, against a window with this address, storage and width. */
function runGate({ marks = {}, local = {}, session = {}, address = "", path = "/", width = 1280 }: Window) {
  const attributes = new Map<string, string>();
  const url = new URL(address, `https://marketplace.example${path}`);
  const target = {
    document: {
      documentElement: {
        getAttribute: (name: string) => marks[name] ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    location: { search: url.search, hash: url.hash },
    matchMedia: (query: string) => ({ matches: width >= Number(/(\d+)px/.exec(query)?.[1]) }),
    localStorage: { getItem: (key: string) => local[key] ?? null },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
  };
  new Function("window", source)(target);
  return attributes.has("data-prerender-skip") ? "skip" : "show";
}

/** The gate on the login page as the build rendered it, with this storage and address. */
const gate = (stored: Record<string, string>, address = "") =>
  runGate({ local: stored, address, path: "/authentication/login" });

type SignedInCase = {
  width?: number;
  rendered?: { user?: string; language?: string; view?: string };
  local?: Record<string, string | null>;
  session?: Record<string, string>;
  address?: string;
};

/** Runs the gate on a page the API rendered for user 7 in Italian at 1280 px with the vertical menu (by default). */
function signedInGate({ width = 1280, rendered = {}, local = {}, session = {}, address = "" }: SignedInCase) {
  return runGate({
    marks: {
      "data-rendered-user": rendered.user ?? "7",
      "data-rendered-language": rendered.language ?? "it",
      "data-rendered-view": rendered.view ?? "3.v",
    },
    local: { loginUserToken: "t", loginUser: JSON.stringify({ id: 7, language: "it" }), ...local },
    session,
    address,
    path: "/dashboard_client",
    width,
  });
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

  it("shows a signed-in page to the session, language, viewport and menu it was rendered for", () => {
    expect(signedInGate({})).toBe("show");
    expect(signedInGate({ local: { loginUser: JSON.stringify({ id: 7, language: " IT " }) } })).toBe("show");
    expect(
      signedInGate({ rendered: { language: "en" }, local: { loginUser: JSON.stringify({ id: 7 }) } }),
    ).toBe("show");
    expect(signedInGate({ width: 375, rendered: { view: "0.v" } })).toBe("show");
    expect(
      signedInGate({
        local: { loginUser: JSON.stringify({ id: 7, language: "it" }), menuLayout: "horizontal" },
        rendered: { view: "3.h" },
      }),
    ).toBe("show");
  });

  it("hides a signed-in page rendered for another state: user, language, viewport, menu, tab, address", () => {
    const it7 = JSON.stringify({ id: 7, language: "it" });
    expect(signedInGate({ local: { loginUser: JSON.stringify({ id: 8, language: "it" }) } })).toBe("skip");
    expect(signedInGate({ local: { loginUser: it7, loginUserToken: null } })).toBe("skip");
    expect(signedInGate({ local: { loginUser: JSON.stringify({ id: 7, language: "en" }) } })).toBe("skip");
    expect(signedInGate({ width: 800 })).toBe("skip");
    expect(signedInGate({ local: { loginUser: it7, menuLayout: "horizontal" } })).toBe("skip");
    expect(signedInGate({ session: { menuActive: "need" } })).toBe("skip");
    expect(signedInGate({ session: { documentationBannerHidden: "1" } })).toBe("skip");
    expect(signedInGate({ address: "?page=2" })).toBe("skip");
    expect(signedInGate({ local: { loginUser: "{not json" } })).toBe("skip");
  });

  it("hides it when the storage cannot be read", () => {
    const attributes: string[] = [];
    const target = {
      document: {
        documentElement: { getAttribute: () => null, setAttribute: (name: string) => attributes.push(name) },
      },
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
    const renderedUser = attributes["data-rendered-user"];
    return {
      dataset: {
        ...(prerendered === undefined ? {} : { prerendered }),
        ...(renderedUser === undefined ? {} : { renderedUser }),
      },
      hasAttribute: (name: string) => name in attributes,
    } as unknown as HTMLElement;
  };

  it("hydrates the path the HTML was rendered for, a trailing slash aside", () => {
    const login = html({ "data-prerendered": "/authentication/login" });
    expect(prerenderedPage(login, "/authentication/login")).toBe("hydrate");
    expect(prerenderedPage(login, "/authentication/login/")).toBe("hydrate");
    expect(prerenderedPage(html({ "data-prerendered": "/" }), "/")).toBe("hydrate");
  });

  it("renders over a signed-in page the API rendered for the session", () => {
    const dashboard = html({ "data-prerendered": "/dashboard_client", "data-rendered-user": "7" });
    expect(prerenderedPage(dashboard, "/dashboard_client")).toBe("replace");
    expect(prerenderedPage(dashboard, "/profile_available")).toBe("render");
    const skipped = html({
      "data-prerendered": "/dashboard_client",
      "data-rendered-user": "7",
      "data-prerender-skip": "",
    });
    expect(prerenderedPage(skipped, "/dashboard_client")).toBe("render");
  });

  it("renders afresh without pre-rendered HTML, on another path, or when the gate hid it", () => {
    expect(prerenderedPage(html({}), "/authentication/login")).toBe("render");
    expect(prerenderedPage(html({ "data-prerendered": "/" }), "/authentication/login")).toBe("render");
    const skipped = html({ "data-prerendered": "/authentication/login", "data-prerender-skip": "" });
    expect(prerenderedPage(skipped, "/authentication/login")).toBe("render");
  });
});
