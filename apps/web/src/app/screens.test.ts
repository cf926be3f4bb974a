import { describe, expect, it } from "vitest";
import { IMPLEMENTED_STATES } from "../shared/routing/implemented-states.ts";
import { SCREENS } from "./screens.ts";

describe("screens", () => {
  it("are exactly the implemented states", () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...IMPLEMENTED_STATES].sort());
  });
});
