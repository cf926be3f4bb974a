import { describe, expect, it, vi } from "vitest";
import type { DbOrTx } from "../../db/client.ts";
import { refreshPositionMatches, refreshProfileMatches } from "./refresh-matches.ts";

/** A database whose every call fails, as a lost connection would. */
const broken = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("connection lost");
    },
  },
) as unknown as DbOrTx;

describe("matching refresh hooks", () => {
  it("log a failed recompute and carry on with the next one instead of failing the request", async () => {
    const log = { error: vi.fn() };
    await expect(refreshPositionMatches(broken, [1, 2], log)).resolves.toBeUndefined();
    await expect(refreshProfileMatches(broken, [7], log)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(log.error.mock.calls.map((c) => c[0])).toEqual([
      expect.objectContaining({ positionId: 1 }),
      expect.objectContaining({ positionId: 2 }),
      expect.objectContaining({ profileId: 7 }),
    ]);
  });
});
