// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markFirstPageShown } from "../scheduling/when-page-idle.ts";
import { prefetchSignedInScripts, signedInScripts } from "./signed-in-prefetch.ts";

const LISTS = {
  common: [
    "/assets/app-shell-a1.js",
    "/assets/shell-vendor-b2.js",
    "https://evil.example/x.js",
    "/assets/../x.js",
  ],
  it: ["/assets/locales-it-signed-in-c3.js"],
  en: ["/assets/locales-en-signed-in-d4.js"],
};

function writeBlock(content: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "signed-in-scripts";
  block.textContent = content;
  document.head.append(block);
}

const prefetched = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => ({
    href: link.getAttribute("href"),
    crossOrigin: link.crossOrigin,
  }));

describe("prefetching what a sign-in opens", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    writeBlock(JSON.stringify(LISTS));
    // The login page is shown (app/router.tsx says so in the app).
    markFirstPageShown();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
  });

  it("lists the common scripts and the language's texts, only the build's own assets", () => {
    expect(signedInScripts(document, "en")).toEqual([
      "/assets/app-shell-a1.js",
      "/assets/shell-vendor-b2.js",
      "/assets/locales-en-signed-in-d4.js",
    ]);
  });

  it("lists nothing without the block or with a broken one", () => {
    document.head.innerHTML = "";
    expect(signedInScripts(document, "it")).toEqual([]);
    writeBlock("{not json");
    expect(signedInScripts(document, "it")).toEqual([]);
  });

  it("adds a CORS prefetch link per script once idle, skipping those the page already requested", async () => {
    // As the entry's modulepreloads name the libraries every page loads.
    const loaded = document.createElement("link");
    loaded.rel = "modulepreload";
    loaded.setAttribute("href", "/assets/shell-vendor-b2.js");
    document.head.append(loaded);
    prefetchSignedInScripts("it");
    expect(prefetched()).toEqual([]);
    await vi.runAllTimersAsync();
    expect(prefetched()).toEqual([
      { href: "/assets/app-shell-a1.js", crossOrigin: "anonymous" },
      { href: "/assets/locales-it-signed-in-c3.js", crossOrigin: "anonymous" },
    ]);
  });

  it("fetches nothing when cancelled first or when the visitor saves data", async () => {
    const cancel = prefetchSignedInScripts("it");
    cancel();
    await vi.runAllTimersAsync();
    expect(prefetched()).toEqual([]);
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    prefetchSignedInScripts("it");
    await vi.runAllTimersAsync();
    expect(prefetched()).toEqual([]);
  });
});
