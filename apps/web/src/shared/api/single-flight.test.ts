import { describe, expect, it } from "vitest";
import { singleFlight } from "./single-flight.ts";

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("singleFlight", () => {
  it("runs the task once for concurrent callers and shares the result", async () => {
    let runs = 0;
    const gate = deferred<string>();
    const refresh = singleFlight(() => {
      runs += 1;
      return gate.promise;
    });
    const a = refresh();
    const b = refresh();
    gate.resolve("token-1");
    expect(await a).toBe("token-1");
    expect(await b).toBe("token-1");
    expect(runs).toBe(1);
  });

  it("starts a new run after the previous one settled", async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      return runs;
    });
    expect(await refresh()).toBe(1);
    expect(await refresh()).toBe(2);
  });

  it("shares a failure and recovers afterwards", async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error("expired");
      return "ok";
    });
    const first = refresh();
    const second = refresh();
    await expect(first).rejects.toThrow("expired");
    await expect(second).rejects.toThrow("expired");
    expect(await refresh()).toBe("ok");
  });
});
