import { describe, expect, it } from "vitest";
import { namespacesOf } from "./locale-namespaces.ts";
import { PUBLIC_NAMESPACES, SIGNED_IN_NAMESPACES, START_NAMESPACES, tierOf } from "./locale-tiers.ts";
import * as en from "./locales-en.ts";
import * as enOwn from "./locales-en-own.ts";
import * as enPublic from "./locales-en-public.ts";
import * as enSignedIn from "./locales-en-signed-in.ts";
import * as it_ from "./locales-it.ts";
import * as itOwn from "./locales-it-own.ts";
import * as itPublic from "./locales-it-public.ts";
import * as itSignedIn from "./locales-it-signed-in.ts";

const every = import.meta.glob("../../locales/*/*.json");

function namespacesOnDisk(language: string): string[] {
  return Object.keys(every)
    .filter((path) => path.startsWith(`../../locales/${language}/`))
    .map((path) => path.replace(/^.*\/([\w-]+)\.json$/, "$1"))
    .sort();
}

const chunks = {
  it: { start: it_.files, public: itPublic.files, signedIn: itSignedIn.files, own: itOwn.files },
  en: { start: en.files, public: enPublic.files, signedIn: enSignedIn.files, own: enOwn.files },
};

describe("locale tiers", () => {
  for (const [language, files] of Object.entries(chunks)) {
    const start = Object.keys(namespacesOf(files.start)).sort();
    const open = Object.keys(namespacesOf(files.public)).sort();
    const signedIn = Object.keys(namespacesOf(files.signedIn)).sort();
    const own = Object.keys(files.own)
      .map((path) => path.replace(/^.*\/([\w-]+)\.json$/, "$1"))
      .sort();

    it(`${language}: each tier's chunk holds exactly the listed namespaces`, () => {
      expect(start).toEqual([...START_NAMESPACES].sort());
      expect(open).toEqual([...PUBLIC_NAMESPACES].sort());
      expect(signedIn).toEqual([...SIGNED_IN_NAMESPACES].sort());
    });

    it(`${language}: every namespace is in exactly one chunk, the one tierOf names`, () => {
      expect([...start, ...open, ...signedIn, ...own].sort()).toEqual(namespacesOnDisk(language));
      expect(own.length).toBeGreaterThan(30);
      for (const namespace of start) expect(tierOf(namespace)).toBe("start");
      for (const namespace of open) expect(tierOf(namespace)).toBe("public");
      for (const namespace of signedIn) expect(tierOf(namespace)).toBe("signed-in");
      for (const namespace of own) expect(tierOf(namespace)).toBeUndefined();
    });
  }
});
