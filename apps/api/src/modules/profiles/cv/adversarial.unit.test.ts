import { describe, expect, it } from "vitest";
import { finishesWithin } from "../../../test/timing.ts";
import { findCity, findName, findPhone } from "./contacts.ts";
import { dateRanges } from "./dates.ts";
import { partText } from "./docx-text.ts";
import { sectionExperiences } from "./entries.ts";
import { findLanguages } from "./languages.ts";
import { parseCv } from "./parse.ts";
import { splitSections } from "./sections.ts";
import { skillListLines } from "./skill-lines.ts";
import { type CatalogueEntry, SkillMatcher } from "./skills.ts";
import { findCertifications, sectionEducation } from "./studies.ts";

/*
 * Catastrophic backtracking takes seconds to minutes on 100 KB (the old address pattern took about 25 s on a run
 * of letters); a linear pattern takes milliseconds. The bound is generous so a busy machine does not fail it.
 */
const SIZE = 100_000;
const BOUND_MS = 500;

const fill = (unit: string, size = SIZE) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** 100 KB strings built to make a backtracking pattern rescan: long runs, repeated near-matches, runs between a prefix and a breaker. */
function adversarialInputs(): Record<string, string> {
  const inputs: Record<string, string> = {};
  const runs = [..." \ta\u00e91.-\u2013@+()|,:/_\u2028A"];
  for (const c of runs) inputs[`run of ${JSON.stringify(c)}`] = fill(c);
  const partials = [
    "a@",
    "a.",
    "a-",
    "a@a",
    "a@a-",
    "a.a@",
    "1 ",
    "12-",
    "12.",
    "(12) ",
    "+1 ",
    "+39 347 ",
    "2019 - ",
    "2019 ",
    "2019-",
    "03/",
    "03/2019 ",
    "jan ",
    "Jan. ",
    "settembre ",
    "dal ",
    "from ",
    " at",
    " at ",
    " presso ",
    " - ",
    " | ",
    ", ",
    "c++",
    ".net.",
    "java ",
    "Giulia ",
    "Developer ",
    "native ",
    "Lingue ",
    "inglese C1 ",
    "2019 - present ",
  ];
  for (const p of partials) inputs[`repeated ${JSON.stringify(p)}`] = fill(p);
  const half = SIZE / 2;
  const sandwiches: [string, string, string][] = [
    ["x", " ", "x"],
    ["title", " ", "x"],
    ["ruolo", " ", ":"],
    ["jan", " ", "x"],
    ["dal", " ", "x"],
    ["2019", " ", "x"],
    ["2019", " ", "-"],
    ["2019 -", " ", "x"],
    ["Esperienze", " ", "x"],
    ["lingue", " ", ":x"],
    ["a", " ", "at"],
    ["x@", "a", ""],
    ["x@", "a-", ""],
    ["", "a", "@"],
    ["", "a.", "@x"],
    ["", "1", "x"],
    ["", "12 ", "x"],
    ["x", " ,", "y"],
    ["x", ",-", "y"],
    ["Mario", "a", "1"],
  ];
  for (const [before, run, after] of sandwiches)
    inputs[`${JSON.stringify(before)} + run of ${JSON.stringify(run)} + ${JSON.stringify(after)}`] =
      before + fill(run, half) + after + fill(run, half - 20) + after;
  // The same fragments, one per line (the parser works line by line).
  inputs["lines of date ranges"] = fill("2019 - 2020 Java Developer at Acme, Milano\n");
  inputs["lines of spaces"] = fill(`${" ".repeat(200)}\n`);
  return inputs;
}

const INPUTS = Object.entries(adversarialInputs());

/** A catalogue like the taxonomy's: names and aliases with dots, pluses, slashes and spaces. */
const CATALOGUE: CatalogueEntry[] = [
  "Java",
  "JavaScript",
  "C",
  "C++",
  "C#",
  ".NET",
  "Node.js",
  "Go",
  "R",
  "SAP S/4HANA",
  "CI/CD",
  "A/B Testing",
  "Spring Boot",
  "PostgreSQL",
  "Kubernetes",
  "Amazon Web Services",
  "aaaa",
  "a.a",
  "1.2.3",
  "@scope/pkg",
].map((name, i) => ({ id: i + 1, name, aliases: [`${name}x`, name.toUpperCase()] }));
const TODAY = "2026-05-10";

describe("CV parser functions on adversarial 100 KB strings", () => {
  const matcher = new SkillMatcher(CATALOGUE);
  const functions: [string, (text: string) => unknown][] = [
    ["parseCv", (text) => parseCv(text, CATALOGUE, TODAY)],
    ["SkillMatcher.find", (text) => matcher.find(text)],
    ["skillListLines", (text) => skillListLines(text.split("\n"), matcher)],
    ["dateRanges", (text) => dateRanges(text, 2026, true)],
    ["findPhone", (text) => findPhone(text.split("\n"))],
    ["findCity", (text) => findCity(text.split("\n"))],
    ["findName", (text) => findName(text.split("\n"))],
    ["findLanguages", (text) => findLanguages(text.split("\n"), [text])],
    ["splitSections", (text) => splitSections(text.split("\n"))],
    ["sectionExperiences", (text) => sectionExperiences(text.split("\n"), TODAY)],
    ["sectionEducation", (text) => sectionEducation(text.split("\n"), TODAY)],
    ["findCertifications", (text) => findCertifications(text.split("\n"), [text], TODAY)],
    ["partText (DOCX XML)", (text) => partText(text)],
  ];
  // The bound is per string; the whole case (dozens of strings) gets a minute on a loaded machine.
  it.each(functions)(
    "%s finishes fast on every adversarial string",
    (_name, run) => {
      for (const [label, text] of INPUTS) {
        expect({ label, fast: finishesWithin(BOUND_MS, () => run(text)) }).toEqual({ label, fast: true });
      }
    },
    60_000,
  );

  it("still reads the fields in the text around a 100 KB run", () => {
    const draft = parseCv(
      `${" ".repeat(SIZE)}\nmario.rossi@example.com\n${"&".repeat(SIZE)}`,
      CATALOGUE,
      TODAY,
    );
    expect(draft.email).toBe("mario.rossi@example.com");
  });
});
