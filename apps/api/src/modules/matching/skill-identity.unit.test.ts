import { EVALUATION_ALIASES } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { loadTaxonomy } from "../taxonomy/index.ts";
import { buildSkillIdentity } from "./skill-identity.ts";

describe("skill identity of the database", () => {
  const aliases = new Map([
    ["k8s", "kubernetes"],
    ["postgres", "postgresql"],
  ]);
  const row = (id: number, key: string, mergedIntoId: number | null = null) => ({ id, key, mergedIntoId });

  it("maps a legacy row named like an alias, and merged entries along their chain, to the entry they stand for", () => {
    const identity = buildSkillIdentity(
      [
        row(1, "kubernetes"),
        row(2, "k8s"),
        row(3, "postgresql"),
        row(4, "postgres 9", 5),
        row(5, "postgres 12", 3),
        row(6, "java"),
      ],
      [],
      aliases,
    );
    expect([...identity].sort((a, b) => a[0] - b[0])).toEqual([
      [2, 1],
      [4, 3],
      [5, 3],
    ]);
  });

  it("follows the alias table too, leaves a merged legacy row to its merge and survives a cycle", () => {
    const identity = buildSkillIdentity(
      [
        row(1, "kubernetes"),
        row(2, "k8s", 7),
        row(7, "k8s tools"),
        row(8, "a", 9),
        row(9, "b", 8),
        row(10, "kube"),
      ],
      [{ id: 10, technologyId: 1 }],
      aliases,
    );
    expect(identity.get(2)).toBe(7);
    expect(identity.get(10)).toBe(1);
    expect(identity.has(1)).toBe(false);
    // A broken chain (8 → 9 → 8) ends where it would repeat instead of looping.
    expect([identity.get(8), identity.get(9)]).toEqual([9, 8]);
  });

  it("finds every spelling of the evaluation set's cluster A among the taxonomy's aliases of the same entry", () => {
    const entries = new Map(loadTaxonomy().map((e) => [e.name, e.aliases.map((a) => a.toLowerCase())]));
    for (const [spelling, name] of Object.entries(EVALUATION_ALIASES))
      expect(entries.get(name), `${spelling} → ${name}`).toContain(spelling.toLowerCase());
    // Spring is an entry of its own, not a spelling of Spring Boot.
    expect(entries.has("Spring")).toBe(true);
    expect(entries.get("Spring Boot")).not.toContain("spring");
  });
});
