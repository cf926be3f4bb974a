import { describe, expect, it, vi } from "vitest";
import { reportFunctionBlocked, subscribeFunctionBlocked } from "./blocked-feature-bus.ts";

describe("blocked-feature bus", () => {
  it("hands a refusal reported before anyone listened to the first listener, once", () => {
    reportFunctionBlocked({ function: "chat" });
    const first = vi.fn();
    const unsubscribe = subscribeFunctionBlocked(first);
    expect(first).toHaveBeenCalledExactlyOnceWith({ function: "chat" });
    unsubscribe();
    const second = vi.fn();
    subscribeFunctionBlocked(second)();
    expect(second).not.toHaveBeenCalled();
  });

  it("delivers to the listeners present, keeping nothing for later", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFunctionBlocked(listener);
    reportFunctionBlocked({ function: "quotes" });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ function: "quotes" });
    unsubscribe();
    const later = vi.fn();
    subscribeFunctionBlocked(later)();
    expect(later).not.toHaveBeenCalled();
  });
});
