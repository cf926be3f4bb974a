import { describe, expect, it } from "vitest";
import { filterTechnologies } from "./technology-filter.ts";

const list = [
  { id: 1, name: "Go", aliases: ["Golang"] },
  { id: 2, name: "JavaScript", aliases: ["JS", "ECMAScript"] },
  { id: 3, name: "Java" },
  { id: 4, name: "Kubernetes", aliases: ["k8s"] },
  { id: 5, name: "PostgreSQL", aliases: ["Postgres"] },
  { id: 6, name: "Cybersecurity", label_it: "Sicurezza informatica" },
  { id: 7, name: "Google Cloud", aliases: ["GCP"] },
];
const names = (input: string, limit?: number) => filterTechnologies(list, input, limit).map((t) => t.name);

describe("filterTechnologies", () => {
  it("finds an entry by its alias and returns the canonical entry", () => {
    expect(names("k8s")).toEqual(["Kubernetes"]);
    expect(names("postgres")).toEqual(["PostgreSQL"]);
    expect(names("ecma")).toEqual(["JavaScript"]);
  });

  it("ranks an exact name or alias first, then names starting with the text, then the rest", () => {
    expect(names("js")).toEqual(["JavaScript"]);
    expect(names("java")).toEqual(["Java", "JavaScript"]);
    expect(names("go")).toEqual(["Go", "Google Cloud"]);
  });

  it("matches the Italian label, ignoring case and accents", () => {
    expect(names("SICUREZZA")).toEqual(["Cybersecurity"]);
    expect(names("informàtica")).toEqual(["Cybersecurity"]);
  });

  it("caps the suggestions and lists the first ones for an empty text", () => {
    expect(names("", 3)).toEqual(["Go", "JavaScript", "Java"]);
    expect(names("a", 2)).toHaveLength(2);
    expect(names("nothing like it")).toEqual([]);
  });

  it("never suggests a switched-off or merged entry (flagged enabled: false by GET technologies)", () => {
    const withOff = [
      ...list,
      { id: 8, name: "COBOL", enabled: false as const },
      { id: 9, name: "Javelin", enabled: false as const },
    ];
    expect(filterTechnologies(withOff, "cobol")).toEqual([]);
    expect(filterTechnologies(withOff, "jav").map((t) => t.name)).toEqual(["JavaScript", "Java"]);
    expect(filterTechnologies(withOff, "", 50).map((t) => t.id)).not.toContain(8);
  });
});
