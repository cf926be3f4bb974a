import { describe, expect, it } from "vitest";
import { parseCv } from "./parse.ts";
import { skillListLine, skillListLines } from "./skill-lines.ts";
import { type CatalogueEntry, SkillMatcher } from "./skills.ts";

const CATALOGUE: CatalogueEntry[] = [
  ["Python", []],
  ["SQL", []],
  ["Java", []],
  ["R", []],
  ["Bash", []],
  ["Git", []],
  ["Docker", []],
  ["Linux", []],
  ["Nix", []],
  ["Amazon Redshift", ["Redshift", "AWS Redshift"]],
  ["Amazon S3", ["S3"]],
  ["Amazon RDS", ["RDS"]],
  ["Keysight ADS", ["ADS"]],
  ["AWS Lambda", ["Lambda"]],
  ["Data Engineering", []],
  ["dbt", []],
  ["ETL", ["ETL/ELT"]],
  ["Scrapy", []],
  ["Selenium", []],
  ["Marketing", []],
  ["Leadership", []],
].map(([name, aliases], i) => ({ id: i + 1, name: name as string, aliases: aliases as string[] }));
const matcher = new SkillMatcher(CATALOGUE);
const names = (ids: number[]) => ids.map((id) => matcher.name(id));

describe("skills listed without a skills heading", () => {
  it("reads a label and its list, keeping the technology the label runs into", () => {
    expect(skillListLine("Programming Python, SQL, Java, R, Bash", matcher)).toBe(
      "Python, SQL, Java, R, Bash",
    );
    expect(skillListLine("Data Platforms AWS Redshift, S3, Lambda, RDS; GCP data services", matcher)).toBe(
      "AWS Redshift, S3, Lambda, RDS, GCP data services",
    );
    expect(skillListLine("Data Engineering ETL/ELT, dbt, data modeling", matcher)).toBe(
      "ETL/ELT, dbt, data modeling",
    );
    expect(skillListLine("Tools: Git, Docker, Linux", matcher)).toBe("Git, Docker, Linux");
    expect(skillListLine("Back-end\tJava • SQL • Bash", matcher)).toBe("Java, SQL, Bash");
  });

  it("does not take prose, short lists or lists of other things for a skills list", () => {
    expect(
      skillListLine("Scraped PDFs, spreadsheets, and sources using Scrapy, Selenium, Python.", matcher),
    ).toBeNull();
    expect(
      skillListLine(
        "Designed data strategies on AWS (S3, Lambda, RDS) to support advanced analytics",
        matcher,
      ),
    ).toBeNull();
    expect(skillListLine("Domains Insurance, Marketing, Healthcare, Legal", matcher)).toBeNull();
    expect(skillListLine("Python and SQL", matcher)).toBeNull();
    expect(skillListLines(["Programming Python, SQL, Java", "Summary of work"], matcher)).toBeNull();
  });

  it("drafts the skills of a CV without headings from its list lines only", () => {
    const cv = [
      "Data engineer who builds pipelines in Python with Scrapy and Selenium, shows Leadership and Marketing sense.",
      "Programming Python, SQL, Java, R, Bash",
      "Tools Git, Docker, Linux, BI tools",
      "Domains Insurance, Marketing, Healthcare, Legal",
      "Data Engineer Acme Remote 2021 – 2023",
      "Built pipelines with Scrapy and Selenium on Lambda.",
    ].join("\n");
    const draft = parseCv(cv, CATALOGUE, "2026-11-26");
    expect(draft.skills.map((s) => s.name)).toEqual([
      "Python",
      "SQL",
      "Java",
      "R",
      "Bash",
      "Git",
      "Docker",
      "Linux",
    ]);
    expect(draft.confidence?.skills).toBe(0.7);
  });
});

describe("skills blocks and job titles", () => {
  it("never takes a line of the skills block above the first job for its title", () => {
    const cv = [
      "Programming Python, SQL, Java, R, Bash",
      "Tools Git, Docker, Linux, BI tools",
      "Domains Insurance, Marketing, Healthcare, Legal",
      "Senior Data Engineer (Consultant to Acme) Initech / Acme Remote 2024 – 2026",
      "Owned the analytics platform.",
      "Data Engineer Globex Remote 2021 – 2023",
      "Built data pipelines.",
    ].join("\n");
    const draft = parseCv(cv, CATALOGUE, "2026-11-26");
    expect(draft.experiences.map((e) => [e.role, e.company])).toEqual([
      ["Senior Data Engineer (Consultant to Acme)", "Initech / Acme"],
      ["Data Engineer", "Globex"],
    ]);
  });
});

describe("skill matching of acronyms and wildcards", () => {
  it("finds an alias of three capitals only in capitals, and no Nix in *nix", () => {
    expect(names(matcher.find("Orcad, ADS, RDS"))).toEqual(["Keysight ADS", "Amazon RDS"]);
    expect(matcher.find("ads on the radio, Ads, rds")).toEqual([]);
    expect(matcher.find("sistemi operativi *nix like")).toEqual([]);
    expect(names(matcher.find("Nix, Linux"))).toEqual(["Nix", "Linux"]);
  });

  it("finds everyday-word skills only capitalised", () => {
    const catalogue: CatalogueEntry[] = [{ id: 1, name: "AWS Lambda", aliases: ["Lambda"] }];
    const lambda = new SkillMatcher(catalogue);
    expect(lambda.find("Java 8 lambda expressions")).toEqual([]);
    expect(lambda.find("S3, Lambda, Athena")).toEqual([1]);
  });
});
