import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DASHBOARD_TEXTS } from "../../scripts/bundle-routes.mjs";
import { namespacesIn } from "../../scripts/namespaces.mjs";
import { SIGNED_IN_NAMESPACES, START_NAMESPACES, tierOf } from "./src/shared/i18n/locale-tiers.ts";
import { ModuleTexts, parseModule } from "./vite-module-texts.ts";

const KNOWN = new Set(["common", "shell", "profiles", "needs", "plans", "legal", "search", "open-browse"]);
const SRC = fileURLToPath(new URL("./src/", import.meta.url));

/** A ModuleTexts over sources held in memory (absolute paths under /app). */
function over(files: Record<string, string>): ModuleTexts {
  return new ModuleTexts(KNOWN, {
    read: (file) => {
      const code = files[file];
      if (code === undefined) throw new Error(`no ${file}`);
      return code;
    },
    exists: (file) => file in files,
  });
}

describe("namespacesIn", () => {
  it("reads the ways the app names a namespace", () => {
    const code = [
      'const { t } = useTranslation("profiles");',
      'const other = useTranslation(["needs", "common"]);',
      't("plans:blocked.title");',
      '<Trans ns="legal" i18nKey="read" />',
      '<ProfileFilterPanel ns="search" />',
      "render({ namespace: 'open-browse' });",
    ].join("\n");
    expect([...namespacesIn(code, KNOWN)].sort()).toEqual([
      "common",
      "legal",
      "needs",
      "open-browse",
      "plans",
      "profiles",
      "search",
    ]);
  });

  it("ignores what is not a namespace: unknown names, a URL, a time", () => {
    const code = 'fetch("https://example.com"); const at = "10:30"; t("nothing:key"); useTranslation("x");';
    expect([...namespacesIn(code, KNOWN)]).toEqual([]);
  });

  it("counts useTranslation() as the common namespace", () => {
    expect([...namespacesIn("const { t } = useTranslation();", KNOWN)]).toEqual(["common"]);
  });

  it("counts a namespaced string only when the namespace has that key, when the keys are known", () => {
    const known = new Map([["chat", new Set(["thread", "badge"])]]);
    const code = 'win.$crisp.push(["do", "chat:hide"]);';
    expect([...namespacesIn(code, known)]).toEqual([]);
    expect([...namespacesIn('t("chat:thread.title")', known)]).toEqual(["chat"]);
    // A computed key: the source reads t(`chat:${key}`).
    expect([...namespacesIn(["t(`chat:", "$", "{key}`)"].join(""), known)]).toEqual(["chat"]);
  });
});

describe("parseModule", () => {
  it("leaves out type-only imports and type-only names", () => {
    const parsed = parseModule(
      [
        'import type { A } from "./a.ts";',
        'import { type B } from "./b.ts";',
        'import { type C, d } from "./c.ts";',
        'import E from "./e.ts";',
        'import * as F from "./f.ts";',
        'import "./g.ts";',
        "export const x = 1;",
      ].join("\n"),
      KNOWN,
    );
    expect(parsed.imports.map((entry) => entry.specifier)).toEqual(["./c.ts", "./e.ts", "./f.ts", "./g.ts"]);
    expect(parsed.imports[0]?.names).toEqual(new Set(["d"]));
    expect(parsed.imports[1]?.names).toBe("*");
    expect(parsed.barrel).toBe(false);
  });

  it("knows a feature's index.ts: re-exports only", () => {
    const parsed = parseModule(
      [
        "// The feature's public face.",
        'export { a, b as c } from "./a.ts";',
        'export {\n  d,\n  type E,\n} from "./d.ts";',
        'export type { F } from "./f.ts";',
      ].join("\n"),
      KNOWN,
    );
    expect(parsed.barrel).toBe(true);
    expect(parsed.reexports.map((entry) => entry.specifier)).toEqual(["./a.ts", "./d.ts"]);
    expect(parsed.reexports[0]?.names).toEqual(
      new Map([
        ["a", "a"],
        ["c", "b"],
      ]),
    );
  });
});

describe("ModuleTexts", () => {
  const files = {
    "/app/page.tsx": [
      'import { ProfileCard } from "./profiles/index.ts";',
      'import type { Plan } from "./plans.ts";',
      'import { helper } from "@mkt/contracts";',
      'export function Page() { const { t } = useTranslation("needs"); return t("title"); }',
    ].join("\n"),
    "/app/profiles/index.ts": [
      'export { ProfileCard } from "./card.tsx";',
      'export { ProfileEditor } from "./editor.tsx";',
    ].join("\n"),
    "/app/profiles/card.tsx":
      'import { Search } from "../search.tsx";\nexport const ProfileCard = () => t("profiles:x");',
    "/app/profiles/editor.tsx": 'export const ProfileEditor = () => useTranslation("legal");',
    "/app/search.tsx": 'export const Search = () => useTranslation(["search", "common"]);',
    "/app/plans.ts": 'export type Plan = { name: "plans:never" };',
    "/app/routes.ts": [
      'const page = () => import("./page.tsx").then((m) => m.Page);',
      'const search = () => import("./search.tsx");',
      'const bare = () => import("./bare.ts");',
      'type Lazy = typeof import("./page.tsx");',
    ].join("\n"),
    "/app/bare.ts": "export const x = 1;",
  };

  it("follows static imports, through an index.ts only to the names imported, not type-only ones", () => {
    expect([...over(files).namespacesOf("/app/page.tsx")].sort()).toEqual([
      "common",
      "needs",
      "profiles",
      "search",
    ]);
  });

  it("a lazy import waits for the namespaces beyond the start tier", () => {
    expect(over(files).lazyNamespacesOf("/app/page.tsx")).toEqual(["needs", "profiles", "search"]);
  });

  it("rewrites each relative dynamic import that needs texts, once, with the helper imported", () => {
    const output = over(files).rewrite(files["/app/routes.ts"], "/app/routes.ts")?.toString();
    expect(output).toBe(
      [
        'import { withModuleTexts as __withModuleTexts } from "/src/shared/i18n/module-texts.ts";',
        'const page = () => __withModuleTexts(() => import("./page.tsx"), ["needs","profiles","search"]).then((m) => m.Page);',
        'const search = () => __withModuleTexts(() => import("./search.tsx"), ["search"]);',
        'const bare = () => import("./bare.ts");',
        'type Lazy = typeof import("./page.tsx");',
      ].join("\n"),
    );
  });

  it("leaves a source without such an import alone", () => {
    expect(over(files).rewrite(files["/app/page.tsx"], "/app/page.tsx")).toBeUndefined();
  });
});

describe("the app's sources", () => {
  const texts = new ModuleTexts();
  const start = new Set<string>(START_NAMESPACES);

  it("the signed-in tier is what the shell's modules use beyond the start tier", () => {
    const shell = texts.lazyNamespacesOf(join(SRC, "features/shell/components/app-shell.tsx"));
    expect(shell).toEqual([...SIGNED_IN_NAMESPACES].sort());
  });

  it("the bundle budget counts the dashboard's own namespaces", () => {
    const own = texts
      .lazyNamespacesOf(join(SRC, "features/dashboard/pages/home-page.tsx"))
      .filter((namespace) => tierOf(namespace) === undefined)
      .map((namespace) => `src/locales/it/${namespace}.json`);
    expect(DASHBOARD_TEXTS.filter((path: string) => path.endsWith(".json"))).toEqual(own);
  });

  it("every useTranslation names its namespaces literally, or takes one its callers name (ns, namespace)", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(SRC);
    const odd: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, "utf8").matchAll(/useTranslation\(([^)]*)\)/g)) {
        const argument = (match[1] ?? "").trim();
        if (argument === "" || /^("[\w-]+"|\[("[\w-]+",?\s*)+\])$/.test(argument)) continue;
        if (argument === "ns" || argument === "props.namespace") continue;
        odd.push(`${file.slice(SRC.length)}: useTranslation(${argument})`);
      }
    }
    expect(odd).toEqual([]);
    expect(start.has("common")).toBe(true);
  });
});
