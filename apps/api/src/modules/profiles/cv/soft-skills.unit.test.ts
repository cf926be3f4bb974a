import { describe, expect, it } from "vitest";
import { loadTaxonomy, technologyNeedsContext } from "../../taxonomy/index.ts";
import { parseCv } from "./parse.ts";
import type { CatalogueEntry } from "./skills.ts";

const TODAY = "2026-11-26";

// The seeded taxonomy as the API passes it to the worker (cv-vocabulary.ts), numbered in data order.
const TAXONOMY = loadTaxonomy();
const CATALOGUE: CatalogueEntry[] = TAXONOMY.map((e, i) => {
  const context = [e.name, ...e.aliases].filter(technologyNeedsContext);
  return { id: i + 1, name: e.name, aliases: e.aliases, ...(context.length ? { context } : {}) };
});
const categoryOf = (name: string) => TAXONOMY.find((e) => e.name === name)?.category;
const skillNames = (draft: ReturnType<typeof parseCv>) => draft.skills.map((s) => s.name);

describe("soft skills", () => {
  it("reads a soft-skills section, in Italian or English and in any case, under methodology", () => {
    const italian = parseCv(
      [
        "Giulia Bianchi",
        "Competenze trasversali",
        "leadership, lavoro in team, problem solving, capacità organizzative, creatività, flessibilità",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    const found = skillNames(italian);
    expect(found).toEqual([
      "Leadership",
      "Teamwork",
      "Problem Solving",
      "Organizational Skills",
      "Creativity",
      "Adaptability",
    ]);
    expect(found.map(categoryOf)).toEqual(Array(found.length).fill("methodology"));

    const english = parseCv(
      [
        "John Smith",
        "Soft skills",
        "Communication • Decision making • Conflict resolution • Public speaking",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(english)).toEqual([
      "Communication",
      "Decision Making",
      "Conflict Resolution",
      "Public Speaking",
    ]);
  });

  it("never takes a soft skill from running prose", () => {
    const draft = parseCv(
      [
        "John Smith",
        "Experience",
        "Team Lead at Acme Ltd\tMar 2019 – Jun 2021",
        "Under the Leadership of the CTO I showed Creativity and Flexibility, with Teamwork and Problem solving in Java.",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(draft)).toEqual(["Java"]);
  });
});

describe("skills found where the CV lists them", () => {
  it("opens the skills section at a singular 'Skill' heading and reads no protocol from a URL", () => {
    const draft = parseCv(
      [
        "Alice Liddell",
        "m\thttp://en.wikipedia.org",
        "About me",
        "A curious girl who follows a white rabbit and meets the mock turtle.",
        "Skill",
        "good manners",
        "Java",
        "Python",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(draft)).toEqual(["Java", "Python"]);
    const noSection = parseCv(
      [
        "Alice Liddell",
        "Site: http://alice.example.org and ftp://files.example.org",
        "Built tools in Java.",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(noSection)).toEqual(["Java"]);
  });
});
