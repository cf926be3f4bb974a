import { describe, expect, it } from "vitest";
import type { SpokenLanguageName } from "./languages.ts";
import { parseCv } from "./parse.ts";
import { type CatalogueEntry, SkillMatcher } from "./skills.ts";

const TODAY = "2026-11-26";

// As the API passes it (cv-vocabulary.ts): the spellings that are short or ordinary words are listed in `context`.
const CATALOGUE: CatalogueEntry[] = [
  { id: 1, name: "Java", aliases: [] },
  { id: 2, name: "Oracle Database", aliases: ["Oracle DBMS", "Oracle"], context: ["Oracle"] },
  { id: 3, name: "Ruby on Rails", aliases: ["RoR", "Rails"], context: ["Rails"] },
  { id: 4, name: "AWS Glue", aliases: ["Glue"], context: ["Glue"] },
  { id: 5, name: "Spring", aliases: [], context: ["Spring"] },
  { id: 6, name: "Go", aliases: ["Golang"], context: ["Go"] },
  { id: 7, name: "Swift", aliases: [], context: ["Swift"] },
  { id: 8, name: "Ruby", aliases: [], context: ["Ruby"] },
  { id: 9, name: "Microsoft Excel", aliases: ["Excel"], context: ["Excel"] },
  { id: 10, name: "PostgreSQL", aliases: ["Postgres"] },
  { id: 11, name: "Kubernetes", aliases: ["k8s"] },
];
const names = (ids: readonly number[]) => ids.map((id) => CATALOGUE.find((c) => c.id === id)?.name);
const skillNames = (draft: ReturnType<typeof parseCv>) => draft.skills.map((s) => s.name);
const jobSkills = (draft: ReturnType<typeof parseCv>) =>
  draft.experiences.map((e) => names(e.technology_ids));

describe("ordinary-word skills need a skills context", () => {
  it("reads them in a skills section and in a list-shaped skills line", () => {
    const withSection = parseCv(
      [
        "Mario Rossi",
        "Competenze",
        "Java, Spring, Rails, Oracle, Go, Swift, Ruby, Glue, Excel",
        "Esperienza professionale",
        "03/2019 – 06/2021\tBackend Developer presso Acme Srl",
        "Servizi in Java su PostgreSQL.",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(withSection)).toEqual([
      "Java",
      "Spring",
      "Ruby on Rails",
      "Oracle Database",
      "Go",
      "Swift",
      "Ruby",
      "AWS Glue",
      "Microsoft Excel",
    ]);
    // Without a skills heading, lines that list skills are a skills context too.
    const withLists = parseCv(
      [
        "Mario Rossi",
        "Backend: Java, Spring, Rails, Go",
        "Data: Oracle, Glue, Postgres, Excel",
        "Lingue",
        "Inglese C1",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(withLists)).toEqual([
      "Java",
      "Spring",
      "Ruby on Rails",
      "Go",
      "Oracle Database",
      "AWS Glue",
      "PostgreSQL",
      "Microsoft Excel",
    ]);
  });

  it("never reads them from running prose, where unambiguous names still count", () => {
    const draft = parseCv(
      [
        "Mario Rossi",
        "Work experience",
        "Team Lead at Acme Ltd\tMar 2019 – Jun 2021",
        "I was the Oracle of the team: when we Go live, Swift answers and Ruby-red dashboards in Excel.",
        "Spring 2019 saw the Rails of our Glue code move to Java on Kubernetes.",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(draft)).toEqual(["Java", "Kubernetes"]);
    expect(jobSkills(draft)).toEqual([["Java", "Kubernetes"]]);
  });

  it("reads them in a job's list line, and in its prose only for skills the CV lists", () => {
    const draft = parseCv(
      [
        "Mario Rossi",
        "Skills",
        "Java, Oracle, Kubernetes",
        "Work experience",
        "Developer at Acme Ltd\tMar 2019 – Jun 2021",
        "Reports on Oracle for the Spring release, shipped in Swift.",
        "Analyst at Beta Ltd\tJan 2015 – Feb 2019",
        "Stack: Go, Rails, Glue, Java",
      ].join("\n"),
      CATALOGUE,
      TODAY,
    );
    expect(skillNames(draft)).toEqual(["Java", "Oracle Database", "Kubernetes"]);
    expect(jobSkills(draft)).toEqual([["Oracle Database"], ["Go", "Ruby on Rails", "AWS Glue", "Java"]]);
  });

  it("matches a context spelling in prose only for a known technology", () => {
    const matcher = new SkillMatcher(CATALOGUE);
    expect(names(matcher.find("the Oracle of the team, Spring 2019", { known: new Set() }))).toEqual([]);
    expect(names(matcher.find("the Oracle of the team, Spring 2019", { known: new Set([2]) }))).toEqual([
      "Oracle Database",
    ]);
    expect(names(matcher.find("Oracle DBMS and Golang in prose", { known: new Set() }))).toEqual([
      "Oracle Database",
      "Go",
    ]);
    expect(names(matcher.find("Oracle, Spring"))).toEqual(["Oracle Database", "Spring"]);
  });
});

const SEEDED: SpokenLanguageName[] = [
  { code: "it", name_it: "Italiano", name_en: "Italian" },
  { code: "en", name_it: "Inglese", name_en: "English" },
  { code: "fr", name_it: "Francese", name_en: "French" },
  { code: "sq", name_it: "Albanese", name_en: "Albanian" },
];
const EUROPASS = [
  "Mario Rossi",
  "Competenze linguistiche",
  "Lingua madre\tItaliana",
  "Inglese\tC1\tC1\tB2\tB2\tC1",
  "Turco\tA2\tA2\tA2\tA2\tA2",
  "Albanese\tB1\tB1\tB1\tB1\tB1",
  "Lingua dei segni italiana\tB2",
].join("\n");
const languagesOf = (table: SpokenLanguageName[]) => parseCv(EUROPASS, [], TODAY, table).languages;

describe("spoken languages from the enabled table", () => {
  it("recognises a language staff added, by its Italian or English name", () => {
    expect(languagesOf(SEEDED)).toEqual([
      { code: "it", level: "native" },
      { code: "en", level: "C1" },
      { code: "sq", level: "B1" },
    ]);
    const added = [
      ...SEEDED,
      { code: "tr", name_it: "Turco", name_en: "Turkish" },
      { code: "ise", name_it: "Lingua dei segni italiana", name_en: "Italian Sign Language" },
    ];
    expect(languagesOf(added)).toEqual([
      { code: "it", level: "native" },
      { code: "en", level: "C1" },
      { code: "tr", level: "A2" },
      { code: "sq", level: "B1" },
      { code: "ise", level: "B2" },
    ]);
    const english = parseCv("Languages\nTurkish (B2), English (C2)", [], TODAY, added).languages;
    expect(english).toEqual([
      { code: "tr", level: "B2" },
      { code: "en", level: "C2" },
    ]);
  });

  it("leaves out a language the table does not offer, even one the built-in list knows", () => {
    const withoutAlbanian = SEEDED.filter((l) => l.code !== "sq");
    expect(languagesOf(withoutAlbanian).map((l) => l.code)).toEqual(["it", "en"]);
  });

  it("reads a qualified staff name without its qualifier", () => {
    const table = [...SEEDED, { code: "zh", name_it: "Cinese (mandarino)", name_en: "Chinese (Mandarin)" }];
    expect(parseCv("Lingue\nCinese B1", [], TODAY, table).languages).toEqual([{ code: "zh", level: "B1" }]);
  });

  it("falls back on the built-in list of the seeded languages when the table is empty", () => {
    expect(languagesOf([])).toEqual([
      { code: "it", level: "native" },
      { code: "en", level: "C1" },
      { code: "sq", level: "B1" },
    ]);
  });
});
