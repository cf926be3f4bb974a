import { afterEach, describe, expect, it, vi } from "vitest";

describe("hardNavigate", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function withLocation(pathname: string) {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { pathname, assign } });
    const { hardNavigate } = await import("./navigation.ts");
    return { assign, hardNavigate };
  }

  it("starts one navigation however many failing calls ask for the same page", async () => {
    const { assign, hardNavigate } = await withLocation("/");
    hardNavigate("/maintenance");
    hardNavigate("/maintenance");
    hardNavigate("/maintenance");
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/maintenance");
  });

  it("does nothing on the page itself, and still goes elsewhere when asked for another page", async () => {
    const { assign, hardNavigate } = await withLocation("/maintenance");
    hardNavigate("/maintenance");
    expect(assign).not.toHaveBeenCalled();
    hardNavigate("/authentication/login");
    expect(assign).toHaveBeenCalledWith("/authentication/login");
  });
});
