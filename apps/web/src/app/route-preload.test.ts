import { describe, expect, it } from "vitest";
import errorTextSource from "../shared/i18n/error-text.ts?raw";
import { publicRouteOf } from "./route-preload.ts";
import preloadSource from "./route-preload.ts?raw";
import routerSource from "./router.tsx?raw";
import screensSource from "./screens.ts?raw";

const importsOf = (code: string) => [...code.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);

describe("route preload", () => {
  it("knows the public routes and the text tiers their routes wait for (router.tsx withTexts)", () => {
    expect(publicRouteOf("/authentication/login")?.tiers).toEqual([]);
    expect(publicRouteOf("/authentication")?.tiers).toEqual([]);
    expect(publicRouteOf("/authentication/forgot-password")?.tiers).toEqual([]);
    expect(publicRouteOf("/authentication/register")?.tiers).toEqual(["public"]);
    expect(publicRouteOf("/")?.tiers).toEqual(["public"]);
    expect(publicRouteOf("/open/home/abc123")?.tiers).toEqual(["public"]);
    expect(publicRouteOf("/redirect_token/open/1/web")?.tiers).toEqual(["public"]);
    expect(publicRouteOf("/authentication/register")?.modules).toHaveLength(2);
  });

  it("leaves the other routes to the router (a shell screen is fetched ahead only for a stored session)", () => {
    expect(publicRouteOf("/open/collaboration/abc123")).toBeUndefined();
    expect(publicRouteOf("/dashboard_client")).toBeUndefined();
    expect(publicRouteOf("/authentication/two-factor-setup")).toBeUndefined();
    expect(publicRouteOf("/pricing")).toBeUndefined();
  });

  it("fetches only modules the router or the screen table loads (a stale path would download for nothing)", () => {
    const loaded = new Set([
      ...importsOf(routerSource),
      ...importsOf(screensSource),
      // The error catalogue, which the signed-in routes' loaders wait for (route-texts.ts → error-text.ts).
      ...importsOf(errorTextSource),
    ]);
    const ahead = importsOf(preloadSource);
    expect(ahead.length).toBeGreaterThan(5);
    for (const specifier of ahead) expect(loaded, specifier).toContain(specifier);
  });
});
