import { describe, expect, it } from "vitest";
import { closestWord, correctionVocabulary, SEARCH_TERMS_MAX, searchTerms } from "./search-word-queries.ts";

/** A few places, as placeIdsNear names them. */
const PLACES: Record<string, number[]> = {
  milano: [1, 2],
  "reggio emilia": [3],
  "la spezia": [4],
  roma: [5],
};
const places = (text: string) => PLACES[text] ?? null;

describe("searchTerms: the search box read term by term", () => {
  it("reads a role in Italian with its English titles, a skill and a city", () => {
    const terms = searchTerms("Sviluppatore Java Milano", places);
    const none = { seniority: null, kind: null, remote: false };
    expect(terms).toEqual([
      {
        text: "sviluppatore",
        tsquery: "('sviluppatore':* | 'developer':* | 'programmer':*)",
        ...none,
        places: null,
        skillWords: ["sviluppatore"],
      },
      { text: "java", tsquery: "'java':*", ...none, places: null, skillWords: ["java"] },
      { text: "milano", tsquery: "'milano':*", ...none, places: [1, 2], skillWords: ["milano"] },
    ]);
  });

  it("expands an abbreviation into the words of the title, and reads a seniority", () => {
    expect(searchTerms("PM senior", places).map((t) => [t.text, t.tsquery, t.seniority])).toEqual([
      ["pm", "('pm':* | ('project':* & 'manager':*))", null],
      ["senior", "'senior':*", "senior"],
    ]);
    expect(searchTerms("expert", places)[0]?.seniority).toBe("expert");
    // In Italian, "esperto di …" names a specialist, not a seniority.
    expect(searchTerms("esperto cybersecurity", places).map((t) => t.text)).toEqual(["cybersecurity"]);
    expect(searchTerms("fullstack", places)[0]?.tsquery).toBe("('fullstack':* | ('full':* & 'stack':*))");
  });

  it("looks for a translation among the skills too, unless it names a role (a tool's name may contain it)", () => {
    expect(searchTerms("microservizi", places)[0]?.skillWords).toEqual(["microservizi", "microservices"]);
    expect(searchTerms("collaudo", places)[0]?.skillWords).toEqual(["collaudo", "testing", "test", "qa"]);
    expect(searchTerms("sviluppo", places)[0]?.skillWords).toEqual(["sviluppo", "development"]);
  });

  it("reads the kind of profile and remote work", () => {
    expect(searchTerms("freelance remoto", places).map((t) => [t.text, t.kind, t.remote])).toEqual([
      ["freelance", "freelancer", false],
      ["remoto", null, true],
    ]);
  });

  it("leaves out words that name nothing, but not inside a place's name", () => {
    expect(
      searchTerms("cerco sviluppatore con 5 anni di esperienza in java", places).map((t) => t.text),
    ).toEqual(["sviluppatore", "java"]);
    expect(searchTerms("Dynamics 365", places).map((t) => t.text)).toEqual(["dynamics", "365"]);
    expect(searchTerms("developer in La Spezia", places).map((t) => [t.text, t.places])).toEqual([
      ["developer", null],
      ["la spezia", [4]],
    ]);
    // Nothing but stop words: they are what was asked for.
    expect(searchTerms("in la", places).map((t) => t.text)).toEqual(["in", "la"]);
  });

  it("reads the longest place name first, and no place from a two-letter word (a province's plate)", () => {
    expect(searchTerms("data engineer reggio emilia", places).map((t) => t.text)).toEqual([
      "data",
      "engineer",
      "reggio emilia",
    ]);
    expect(searchTerms("reggio emilia", places)[0]?.tsquery).toBeNull();
    const calls: string[] = [];
    searchTerms("go developer", (text) => {
      calls.push(text);
      return null;
    });
    expect(calls).not.toContain("go");
  });

  it("keeps symbols of a skill's name, and makes short terms a substring match", () => {
    expect(searchTerms("C# .NET node.js", places).map((t) => [t.text, t.tsquery])).toEqual([
      ["c#", null],
      [".net", "'.net':*"],
      ["node.js", "'node.js':*"],
    ]);
  });

  it("reads at most SEARCH_TERMS_MAX terms of a pasted paragraph, and nothing of separators alone", () => {
    const paragraph = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
    expect(searchTerms(paragraph, places)).toHaveLength(SEARCH_TERMS_MAX);
    expect(searchTerms(" ,;/ ", places)).toEqual([]);
  });
});

describe("closestWord: the word a typing error meant", () => {
  const vocabulary = correctionVocabulary([
    "Kubernetes",
    "JavaScript",
    "Spring Boot",
    "Java Developer",
    "Python",
    "Sign in with Apple",
  ]);

  it("reads the words of skills, titles and the translations, four letters or more", () => {
    expect(vocabulary).toEqual(
      expect.arrayContaining(["kubernetes", "spring", "boot", "developer", "sviluppatore"]),
    );
    expect(vocabulary).not.toContain("pm");
    expect(vocabulary).toContain("apple");
    expect(vocabulary).not.toContain("with"); // a word that names nothing is never what a typing error meant
  });

  it("corrects within one edit up to six letters and two beyond, none under five", () => {
    expect(closestWord("develper", vocabulary)).toBe("developer");
    expect(closestWord("kubernets", vocabulary)).toBe("kubernetes");
    expect(closestWord("javascritp", vocabulary)).toBe("javascript");
    expect(closestWord("pyton", vocabulary)).toBe("python");
    expect(closestWord("pyhton", vocabulary)).toBeNull(); // two edits in six letters
    expect(closestWord("jav", vocabulary)).toBeNull();
    expect(closestWord("zzzzzzzz", vocabulary)).toBeNull();
  });

  it("leaves a known word alone: nobody having it is not a typing error", () => {
    expect(closestWord("python", vocabulary)).toBeNull();
  });
});
