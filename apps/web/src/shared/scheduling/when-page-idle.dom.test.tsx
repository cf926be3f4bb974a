// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { markFirstPageShown, whenPageIdle } from "./when-page-idle.ts";

describe("whenPageIdle", () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, "readyState");
  });

  it("waits for the page's load event and the router's first page, then for the browser to be idle", async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const task = vi.fn();
    whenPageIdle(task);
    await vi.runAllTimersAsync();
    window.dispatchEvent(new Event("load"));
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    markFirstPageShown();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenPageIdle(task)();
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
  });
});
