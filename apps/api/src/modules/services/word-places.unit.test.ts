import { describe, expect, it } from "vitest";
import type { CatalogueNames } from "./queries/search.ts";
import { placesOf } from "./word-places.ts";

const catalogue: CatalogueNames = {
  categories: [
    { id: 1, parentId: null, nameIt: "Cloud", nameEn: "Cloud" },
    { id: 10, parentId: 1, nameIt: "Migrazione al cloud", nameEn: "Cloud migration" },
    { id: 11, parentId: 1, nameIt: "Servizi cloud gestiti", nameEn: "Managed cloud services" },
    { id: 4, parentId: null, nameIt: "Sicurezza informatica", nameEn: "Cybersecurity" },
    { id: 20, parentId: 4, nameIt: "Penetration test", nameEn: "Penetration testing" },
  ],
  technologies: [
    { id: 100, name: "AWS" },
    { id: 101, name: "AWS Lambda" },
    { id: 102, name: "Google Cloud" },
    { id: 103, name: "Kubernetes" },
    { id: 104, name: "Drawsql" },
  ],
  aliases: [{ technologyId: 103, alias: "K8s" }],
};

describe("the catalogue names a search word's terms name (word-places.ts)", () => {
  it("finds categories by a word of their names in either language, an area with its categories", () => {
    const [cloud, migration, security] = placesOf(catalogue, [["cloud"], ["migrazione"], ["sicurezza"]]);
    expect(cloud?.categoryIds.sort((a, b) => a - b)).toEqual([1, 10, 11]);
    expect(cloud?.technologyIds).toEqual([102]);
    expect(migration).toEqual({ categoryIds: [10], technologyIds: [] });
    expect(security?.categoryIds.sort((a, b) => a - b)).toEqual([4, 20]);
  });

  it("finds technologies by a word's start, or an alias; never inside a word, never by one letter", () => {
    const [aws, k8s, inside, letter] = placesOf(catalogue, [["aws"], ["k8s"], ["sql"], ["a"]]);
    expect(aws?.technologyIds).toEqual([100, 101]);
    expect(k8s?.technologyIds).toEqual([103]);
    expect(inside).toEqual({ categoryIds: [], technologyIds: [] });
    expect(letter).toEqual({ categoryIds: [], technologyIds: [] });
  });

  it("takes any of a term's words (its translations)", () => {
    const [term] = placesOf(catalogue, [["migrazione", "migration"]]);
    expect(term?.categoryIds).toEqual([10]);
  });
});
