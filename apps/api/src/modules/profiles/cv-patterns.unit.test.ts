import { describe, expect, it } from "vitest";
import { TECHNOLOGIES } from "../../seed/reference-data.ts";
import { findPhone, splitRoleCompany } from "./cv-fields.ts";
import { findLanguages, findTechnologies, parseCvText, parseRangeEnd } from "./cv-parse.ts";
import { CV_PATTERNS, cityPattern, technologyPattern } from "./cv-patterns.ts";
import { ALIASES, CASE_SENSITIVE, CITIES } from "./cv-vocabulary.ts";

/*
 * Catastrophic backtracking takes seconds to minutes on 100 KB (the old address pattern took about 25 s on a run
 * of letters); a linear pattern takes milliseconds. The bound is generous so a busy machine does not fail it.
 */
const SIZE = 100_000;
const BOUND_MS = 500;
const techs = TECHNOLOGIES.map(([name], i) => ({ id: i + 1, name }));

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

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Every match of the pattern over the whole text: a match attempt at every position, the costliest use. */
function scanAll(pattern: RegExp, text: string) {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  let count = 0;
  for (const _ of text.matchAll(global)) count++;
  return count;
}

describe("CV parser patterns on adversarial 100 KB strings", () => {
  it.each(Object.entries(CV_PATTERNS))(
    "%s scans every adversarial string in linear time",
    (_name, pattern) => {
      for (const [label, text] of INPUTS) {
        expect({ label, ms: timed(() => scanAll(pattern, text)) < BOUND_MS }).toEqual({ label, ms: true });
      }
    },
  );

  it("each technology spelling and city pattern runs in linear time", () => {
    const spellings = [...TECHNOLOGIES.map(([name]) => name), ...Object.keys(ALIASES)];
    for (const spelling of spellings) {
      const pattern = technologyPattern(spelling, CASE_SENSITIVE.has(spelling));
      for (const text of [fill(spelling), fill(`${spelling} `), fill(spelling.slice(0, -1) || " ")]) {
        expect({ spelling, fast: timed(() => scanAll(pattern, text)) < BOUND_MS }).toEqual({
          spelling,
          fast: true,
        });
      }
    }
    for (const city of CITIES) {
      expect(timed(() => scanAll(cityPattern(city), fill(`${city}x`))) < BOUND_MS).toBe(true);
    }
  });
});

describe("CV parser functions on adversarial 100 KB strings", () => {
  const functions: [string, (text: string) => unknown][] = [
    ["parseCvText", (text) => parseCvText(text, techs, "2026-05-10")],
    ["findTechnologies", (text) => findTechnologies(text, techs)],
    ["findLanguages", (text) => findLanguages(text.split("\n"))],
    ["parseRangeEnd", (text) => parseRangeEnd(text)],
    ["findPhone", (text) => findPhone(text)],
    ["splitRoleCompany", (text) => splitRoleCompany(text)],
  ];
  it.each(functions)("%s finishes fast on every adversarial string", (_name, run) => {
    for (const [label, text] of INPUTS) {
      expect({ label, fast: timed(() => run(text)) < BOUND_MS }).toEqual({ label, fast: true });
    }
  });

  it("still reads the fields the rewritten patterns find", () => {
    expect(findPhone("tel. +39 347 123 4567, 2015 - 2019")).toBe("+39 347 123 4567");
    expect(findPhone("2015 - 2019 and 2010-2014")).toBeNull();
    expect(splitRoleCompany(" - Senior Developer at Fintech Lab SpA ,")).toEqual({
      role: "Senior Developer",
      company: "Fintech Lab SpA",
    });
    expect(splitRoleCompany("| Acme Consulting | Java Developer")).toEqual({
      role: "Java Developer",
      company: "Acme Consulting",
    });
    expect(splitRoleCompany("Gamma SpA - Analista funzionale")).toEqual({
      role: "Analista funzionale",
      company: "Gamma SpA",
    });
    const draft = parseCvText(`${" ".repeat(SIZE)}\nmario.rossi@example.com`, techs, "2026-05-10");
    expect(draft.email).toBe("mario.rossi@example.com");
  });
});
