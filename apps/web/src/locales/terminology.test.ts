import { describe, expect, it } from "vitest";

/**
 * docs/glossary.md in the locales: the words its "Not" column rules out, and texts that must name one thing one way.
 * (locales.test.ts checks the catalogues' shape; plurals.test.ts the counts.)
 */
const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });

type Leaf = { language: string; namespace: string; key: string; text: string };

function leaves(value: unknown, prefix: string, into: Omit<Leaf, "key" | "text">, out: Leaf[]): Leaf[] {
  if (typeof value === "string") out.push({ ...into, key: prefix, text: value });
  else if (typeof value === "object" && value !== null)
    for (const [key, child] of Object.entries(value))
      leaves(child, prefix ? `${prefix}.${key}` : key, into, out);
  return out;
}

const all: Leaf[] = Object.entries(files).flatMap(([path, content]) => {
  const [, language = "", namespace = ""] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  return leaves(content, "", { language, namespace }, []);
});

function text(language: string, namespace: string, key: string): string {
  const leaf = all.find((l) => l.language === language && l.namespace === namespace && l.key === key);
  if (!leaf) throw new Error(`${language}:${namespace}.${key} is missing`);
  return leaf.text;
}

const where = (found: Leaf[]) => found.map((l) => `${l.language}:${l.namespace}.${l.key}: ${l.text}`);

describe("terminology", () => {
  it("greets the user without a gender in Italian (no bentornato/benvenuto)", () => {
    const found = all.filter((l) => l.language === "it" && /\b(bentornat|benvenut)[oaie]\b/i.test(l.text));
    expect(where(found)).toEqual([]);
  });

  it("says consegna in Italian, never Deliverable", () => {
    expect(where(all.filter((l) => l.language === "it" && /\bdeliverables?\b/i.test(l.text)))).toEqual([]);
  });

  it("says collaboration in English, never engagement", () => {
    expect(where(all.filter((l) => l.language === "en" && /\bengagements?\b/i.test(l.text)))).toEqual([]);
  });

  it("says that nothing is reviewed yet one way: Nessuna recensione / No reviews yet", () => {
    const none = { it: "Nessuna recensione", en: "No reviews yet" } as const;
    const keys = [
      ["supplier-search", "card.noFeedback"],
      ["collaborations", "detail.noFeedback"],
      ["collaborations", "profileFeedback.empty"],
      ["matching", "noFeedback"],
      ["company-page", "feedback.none"],
      ["service-favourites", "rating.none"],
    ] as const;
    for (const language of ["it", "en"] as const)
      for (const [namespace, key] of keys) expect(text(language, namespace, key), key).toBe(none[language]);
    const feedbackWord = all.filter((l) => /\b(nessun feedback|no feedback)\b/i.test(l.text));
    expect(where(feedbackWord)).toEqual([]);
  });

  it("gives the Profile Accademy's two profile entries two names (account and professional profile)", () => {
    for (const language of ["it", "en"]) {
      expect(text(language, "menu", "items.student_profile")).not.toBe(
        text(language, "menu", "items.my_profile"),
      );
      // The entry says what the page's title says.
      expect(text(language, "menu", "items.student_profile")).toBe(
        text(language, "shell", "titles.student_profile"),
      );
    }
  });

  it("names the supplier's chat clients list for what it is, not as the whole Customers page", () => {
    for (const language of ["it", "en"])
      expect(text(language, "company-page", "customers.title")).not.toBe(
        text(language, "shell", "titles.customer_profile"),
      );
    expect(text("it", "company-page", "customers.none")).not.toMatch(/^Nessun cliente/);
  });
});
