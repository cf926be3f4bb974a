import { describe, expect, it } from "vitest";
import { namespacesOf } from "./locale-namespaces.ts";
import { PUBLIC_NAMESPACES, START_NAMESPACES, tierOf } from "./locale-tiers.ts";
import * as en from "./locales-en.ts";
import * as enPublic from "./locales-en-public.ts";
import * as enRest from "./locales-en-rest.ts";
import * as it_ from "./locales-it.ts";
import * as itPublic from "./locales-it-public.ts";
import * as itRest from "./locales-it-rest.ts";

const every = import.meta.glob("../../locales/*/*.json");

function namespacesOnDisk(language: string): string[] {
  return Object.keys(every)
    .filter((path) => path.startsWith(`../../locales/${language}/`))
    .map((path) => path.replace(/^.*\/([\w-]+)\.json$/, "$1"))
    .sort();
}

const tiers = {
  it: { start: it_.files, public: itPublic.files, rest: itRest.files },
  en: { start: en.files, public: enPublic.files, rest: enRest.files },
};

describe("locale tiers", () => {
  for (const [language, chunks] of Object.entries(tiers)) {
    const start = Object.keys(namespacesOf(chunks.start)).sort();
    const open = Object.keys(namespacesOf(chunks.public)).sort();
    const rest = Object.keys(namespacesOf(chunks.rest)).sort();

    it(`${language}: the start and public chunks hold exactly the listed namespaces`, () => {
      expect(start).toEqual([...START_NAMESPACES].sort());
      expect(open).toEqual([...PUBLIC_NAMESPACES].sort());
    });

    it(`${language}: every namespace is in exactly one chunk, the one tierOf names`, () => {
      expect([...start, ...open, ...rest].sort()).toEqual(namespacesOnDisk(language));
      expect(rest.length).toBeGreaterThan(30);
      for (const namespace of start) expect(tierOf(namespace)).toBe("start");
      for (const namespace of open) expect(tierOf(namespace)).toBe("public");
      for (const namespace of rest) expect(tierOf(namespace)).toBe("rest");
    });
  }
});
