import { describe, expect, it } from "vitest";
import { offeredCategories } from "./service-offer-fields.tsx";

const cat = (id: number, parent_id: number | null, enabled = true) => ({
  id,
  parent_id,
  code: `c${id}`,
  name: `C${id}`,
  enabled,
});

describe("the services form's category picker", () => {
  const tree = [cat(1, null), cat(2, 1), cat(3, 1, false), cat(4, null, false), cat(5, 4), cat(6, null)];

  it("offers only enabled categories whose area is enabled", () => {
    expect(offeredCategories(tree, "").map((c) => c.id)).toEqual([1, 2, 6]);
  });

  it("keeps the switched-off category a service holds, with its area", () => {
    expect(offeredCategories(tree, 3).map((c) => c.id)).toEqual([1, 2, 3, 6]);
    expect(offeredCategories(tree, 5).map((c) => c.id)).toEqual([1, 2, 4, 5, 6]);
  });
});
