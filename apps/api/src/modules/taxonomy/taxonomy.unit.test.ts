import { TECHNOLOGY_CATEGORIES } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { TECHNOLOGIES } from "../../seed/reference-data.ts";
import { isAmbiguousSpelling } from "./context.ts";
import { technologyNeedsContext } from "./lookups.ts";
import {
  buildTaxonomy,
  CURATED_FILES,
  GENERATED_FILE,
  readTaxonomyFile,
  type TaxonomyFile,
} from "./taxonomy.ts";

const built = buildTaxonomy(CURATED_FILES.map(readTaxonomyFile), readTaxonomyFile(GENERATED_FILE));
const entries = built.entries;
const byName = new Map(entries.map((e) => [e.name.toLowerCase(), e]));
const aliasOwner = new Map(entries.flatMap((e) => e.aliases.map((a) => [a.toLowerCase(), e.name] as const)));

describe("skills taxonomy data", () => {
  it("has no data problem and at least 1,500 entries", () => {
    expect(built.problems).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(1500);
  });

  it("has no duplicate name (case-insensitive) and names of at most 80 characters", () => {
    expect(byName.size).toBe(entries.length);
    expect(entries.filter((e) => e.name.length > 80 || e.name.trim() !== e.name)).toEqual([]);
  });

  it("has every alias unique across the taxonomy and never another entry's name", () => {
    const all = entries.flatMap((e) => e.aliases.map((a) => a.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((a) => byName.has(a))).toEqual([]);
    expect(all.filter((a) => a.length > 80)).toEqual([]);
  });

  it("keeps ambiguous words out of plain aliases (only one- or two-character acronyms such as JS may need context)", () => {
    const ambiguous = entries.flatMap((e) =>
      e.aliases.filter((a) => isAmbiguousSpelling(a) && a.length > 2 && !e.contextAliases.includes(a)),
    );
    expect(ambiguous).toEqual([]);
  });

  it("marks the ordinary-word aliases CVs use in skills lists as context aliases, which need context", () => {
    expect(aliasOwner.get("rails")).toBe("Ruby on Rails");
    expect(aliasOwner.get("glue")).toBe("AWS Glue");
    expect(aliasOwner.get("oracle")).toBe("Oracle Database");
    expect(byName.get("ruby on rails")?.contextAliases).toEqual(["Rails"]);
    expect(byName.get("oracle database")?.contextAliases).toEqual(["Oracle"]);
    for (const alias of ["Rails", "Glue", "Oracle", "Go", "Spring", "Excel"])
      expect(technologyNeedsContext(alias), alias).toBe(true);
    // Every spelling of an entry flagged `context: true`: the soft skills, GDPR.
    for (const alias of [
      "Lavoro in team",
      "Flessibilità",
      "Capacità di leadership",
      "General Data Protection Regulation",
    ])
      expect(technologyNeedsContext(alias), alias).toBe(true);
    expect(byName.get("adaptability")).toMatchObject({ category: "methodology", needsContext: true });
    for (const alias of ["Ruby on Rails", "Oracle DBMS", "AWS Glue", "PostgreSQL"])
      expect(technologyNeedsContext(alias), alias).toBe(false);
  });

  it("gives every entry a known category and labels only where they differ from the name", () => {
    expect(entries.filter((e) => !(TECHNOLOGY_CATEGORIES as readonly string[]).includes(e.category))).toEqual(
      [],
    );
    expect(entries.filter((e) => e.labelIt === e.name || e.labelEn === e.name)).toEqual([]);
    for (const category of TECHNOLOGY_CATEGORIES)
      expect(
        entries.some((e) => e.category === category),
        category,
      ).toBe(true);
  });

  it("keeps every name of the original 88-entry catalogue, so existing rows keep their ids", () => {
    expect(TECHNOLOGIES).toHaveLength(88);
    expect(
      TECHNOLOGIES.map(([name]) => name).filter((name) => byName.get(name.toLowerCase())?.name !== name),
    ).toEqual([]);
  });

  it("knows the words real CVs use", () => {
    const common = [
      "C",
      "C++",
      "C#",
      "HTML",
      "CSS",
      "Git",
      "Linux",
      "Bash",
      "SQL",
      "REST",
      "Agile",
      "Scrum",
      "Jira",
    ];
    const more = [
      "Excel",
      "SAP FI",
      "SAP CO",
      "SAP MM",
      "SAP SD",
      "SAP FI/CO",
      "Spring Boot",
      "T-SQL",
      "PL/SQL",
    ];
    expect([...common, ...more].filter((name) => !byName.has(name.toLowerCase()))).toEqual([]);
  });

  it("resolves the usual other names to the canonical entry", () => {
    expect(aliasOwner.get("js")).toBe("JavaScript");
    expect(aliasOwner.get("ecmascript")).toBe("JavaScript");
    expect(aliasOwner.get("postgres")).toBe("PostgreSQL");
    expect(aliasOwner.get("k8s")).toBe("Kubernetes");
    expect(aliasOwner.get("springboot")).toBe("Spring Boot");
    expect(aliasOwner.get("golang")).toBe("Go");
    expect(aliasOwner.get("plsql")).toBe("PL/SQL"); // the Linguist name of a renamed entry
    expect(byName.get("spring boot")?.aliases).not.toContain("Spring");
  });

  it("knows the short names of cloud services, EDA tools, ML methods and soft skills that CVs list", () => {
    expect(
      [
        "S3",
        "RDS",
        "Athena",
        "Lambda",
        "Oracle DBMS",
        "UX",
        "Triton",
        "MARL",
        "Eye for detail",
        "Altium",
      ].map((alias) => aliasOwner.get(alias.toLowerCase())),
    ).toEqual([
      "Amazon S3",
      "Amazon RDS",
      "Amazon Athena",
      "AWS Lambda",
      "Oracle Database",
      "UX Design",
      "OpenAI Triton",
      "Multi-Agent Reinforcement Learning",
      "Attention to Detail",
      "Altium Designer",
    ]);
    for (const name of ["JAX-WS", "OrCAD", "KiCad", "Distributed Training", "Leadership", "Communication"])
      expect(byName.has(name.toLowerCase()), name).toBe(true);
    expect(byName.get("communication")).toMatchObject({ category: "methodology", labelIt: "Comunicazione" });
    expect(byName.get("orcad")?.category).toBe("tool");
  });

  it("marks names that are short or ordinary words as needing context, and not the others", () => {
    for (const name of [
      "Go",
      "C",
      "R",
      "Spring",
      "React",
      "Excel",
      "Agile",
      "REST",
      "Swift",
      "GDPR",
      "Fluent",
    ])
      expect(byName.get(name.toLowerCase())?.needsContext, name).toBe(true);
    for (const name of ["JavaScript", "Kubernetes", "PostgreSQL", "C++", "C#", "SAP MM"])
      expect(byName.get(name.toLowerCase())?.needsContext, name).toBe(false);
  });

  it("takes programming languages from Linguist (linguist-languages)", () => {
    const generated = readTaxonomyFile(GENERATED_FILE);
    expect(generated.entries.length).toBeGreaterThan(400);
    expect(byName.get("haskell")?.category).toBe("language");
    expect(byName.get("cobol")?.category).toBe("language");
  });
});

describe("buildTaxonomy rules", () => {
  const file = (category: TaxonomyFile["category"], entries: TaxonomyFile["entries"]): TaxonomyFile => ({
    category,
    entries,
  });

  it("merges a generated entry under the curated one and drops generated aliases that break a rule", () => {
    const { entries: out, problems } = buildTaxonomy(
      [
        file("devops", [
          { name: "Bash", aliases: ["Bash scripting"] },
          { name: "PL/SQL", linguist: "PLSQL" },
        ]),
      ],
      file("language", [
        { name: "Shell", aliases: ["bash", "zsh", "Bash scripting"] },
        { name: "bash" },
        { name: "PLSQL" },
      ]),
    );
    expect(problems).toEqual([]);
    expect(out.find((e) => e.name === "Bash")).toMatchObject({
      category: "devops",
      aliases: ["Bash scripting"],
    });
    expect(out.find((e) => e.name === "Shell")?.aliases).toEqual(["zsh"]);
    expect(out.find((e) => e.name === "PL/SQL")?.aliases).toEqual(["PLSQL"]);
    expect(out.map((e) => e.name)).toEqual(["Bash", "PL/SQL", "Shell"]);
  });

  it("reports curated duplicates, clashing aliases, ambiguous aliases and labels equal to the name", () => {
    const { problems } = buildTaxonomy(
      [
        file("tool", [
          { name: "Jira", aliases: ["Confluence", "Atlassian"] },
          { name: "Confluence", label_it: "Confluence" },
          { name: "JIRA" },
          { name: "Trello", aliases: ["atlassian", "Slack"] },
        ]),
      ],
      file("language", []),
    );
    expect(problems).toEqual([
      '"Confluence": label_it equals the name (leave it out)',
      'duplicate name "JIRA"',
      'alias "Confluence" of "Jira" is the name of "Confluence"',
      'alias "atlassian" of "Trello" is already an alias of "Jira"',
      'alias "Slack" of "Trello" is an ordinary word (context-words.json): it cannot be an alias',
    ]);
  });

  it("accepts an ordinary word as a context alias, still unique and never another entry's name", () => {
    const { entries: out, problems } = buildTaxonomy(
      [
        file("framework", [
          { name: "Ruby on Rails", context_aliases: ["Rails"] },
          { name: "Sinatra", context_aliases: ["rails", "Ruby on Rails"] },
        ]),
      ],
      file("language", [{ name: "Ruby", aliases: ["Rails"] }]),
    );
    expect(problems).toEqual([
      'alias "rails" of "Sinatra" is already an alias of "Ruby on Rails"',
      'alias "Ruby on Rails" of "Sinatra" is the name of "Ruby on Rails"',
    ]);
    expect(out.find((e) => e.name === "Ruby on Rails")).toMatchObject({
      aliases: ["Rails"],
      contextAliases: ["Rails"],
    });
    expect(out.find((e) => e.name === "Ruby")?.aliases).toEqual([]);
  });
});
