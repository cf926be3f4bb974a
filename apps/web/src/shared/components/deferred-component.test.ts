import { describe, expect, it, vi } from "vitest";
import { deferredComponent } from "./deferred-component.ts";

const Component = () => null;

describe("deferredComponent", () => {
  it("fetches its module once, however often it is loaded ahead or waited for", async () => {
    const importer = vi.fn(async () => Component);
    const deferred = deferredComponent(importer);
    deferred.preload();
    const run = vi.fn();
    deferred.whenLoaded(run);
    expect(await deferred.load()).toBe(Component);
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(importer).toHaveBeenCalledOnce();
  });

  it("after a failed fetch, still runs what waited for it, and the next load fetches again", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Component);
    const deferred = deferredComponent(importer);
    const run = vi.fn();
    deferred.whenLoaded(run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    deferred.preload();
    expect(await deferred.load()).toBe(Component);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
