import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  followed,
  forgetModuleGraph,
  type ModuleGraph,
  namesImported,
  publicChunk,
  reExportsOnly,
} from "./vite-chunks.ts";

const MUI = "/repo/node_modules/@mui/material/esm";

/** A module graph over code held in memory: each module's imports are the ids listed for it. */
function graph(modules: Record<string, { code: string; imports: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { code: module.code, importedIds: module.imports } : null;
    },
  };
}

describe("namesImported", () => {
  const importer = `${MUI}/MenuItem/MenuItem.js`;
  const barrel = `${MUI}/Select/index.js`;

  it("lists the named bindings taken from the barrel", () => {
    const code = 'import { useSelectFocusSource, other as renamed } from "../Select/index.js";';
    expect(namesImported(code, importer, barrel)).toEqual(["useSelectFocusSource", "other"]);
  });

  it("gives up (null) on a default, a namespace or a default with names", () => {
    for (const clause of ["Select", "* as select", "Select, { selectClasses }"]) {
      expect(namesImported(`import ${clause} from "../Select/index.js";`, importer, barrel)).toBeNull();
    }
  });

  it("ignores other modules' imports and type-only ones", () => {
    const code = [
      'import { x } from "../Menu/index.js";',
      'import type { SelectProps } from "../Select/index.js";',
    ].join("\n");
    expect(namesImported(code, importer, barrel)).toEqual([]);
  });
});

describe("reExportsOnly", () => {
  it("holds for a file of re-exports and comments", () => {
    const code = 'export { default } from "./Select.js";\n// helpers\nexport * from "./utils/index.js";';
    expect(reExportsOnly(code)).toBe(true);
  });

  it("fails when the file has code of its own", () => {
    expect(reExportsOnly('export * from "./a.js";\nexport function styled() {}')).toBe(false);
    expect(reExportsOnly(null)).toBe(false);
  });
});

describe("followed: an MUI module importing one helper from another component's index.js", () => {
  const menuItem = `${MUI}/MenuItem/MenuItem.js`;
  const selectIndex = `${MUI}/Select/index.js`;
  const modules = {
    [menuItem]: {
      code: 'import { useSelectFocusSource } from "../Select/index.js";',
      imports: [selectIndex],
    },
    [selectIndex]: {
      code: 'export { default } from "./Select.js";\nexport * from "./utils/index.js";',
      imports: [`${MUI}/Select/Select.js`, `${MUI}/Select/utils/index.js`],
    },
    [`${MUI}/Select/utils/index.js`]: {
      code: 'export { useSelectFocusSource } from "./SelectFocusSourceContext.js";',
      imports: [`${MUI}/Select/utils/SelectFocusSourceContext.js`],
    },
  };

  it("reaches the module behind the helper, not the Select component and its inputs", () => {
    expect(followed(menuItem, modules[menuItem].code, selectIndex, graph(modules))).toEqual([
      `${MUI}/Select/utils/index.js`,
    ]);
  });

  it("takes the whole index when the index has code of its own", () => {
    const own = { ...modules, [selectIndex]: { code: "export const x = 1;", imports: [] } };
    expect(followed(menuItem, modules[menuItem].code, selectIndex, graph(own))).toEqual([selectIndex]);
  });
});

describe("publicChunk: the public pages' shared components go with the libraries of the pages that use them", () => {
  const src = fileURLToPath(new URL("./src/", import.meta.url));
  const lib = (name: string) => `/repo/node_modules/${name}/index.js`;
  const at = (path: string) => `${src}${path}`;
  const errorAlert = at("shared/components/error-alert.tsx");
  const checkbox = at("shared/forms/form-checkbox.tsx");
  const icon = at("shared/components/named-icon.tsx");
  const wizard = at("shared/components/wizard.tsx");
  const steps = at("features/register/steps.ts");
  const page = (...imports: string[]) => ({ code: "", imports });
  const modules: Record<string, { code: string; imports: string[] }> = {
    [at("main.tsx")]: page(),
    [at("app/boot.tsx")]: page(lib("react")),
    [at("features/auth/components/auth-layout.tsx")]: page(),
    [at("features/auth/pages/login-page.tsx")]: page(lib("react-hook-form")),
    [at("features/register/pages/register-page.tsx")]: page(
      checkbox,
      errorAlert,
      wizard,
      icon,
      lib("autocomplete"),
    ),
    [at("features/open/open-layout.tsx")]: page(errorAlert, icon),
    [at("features/open/open-home-page.tsx")]: page(),
    [at("features/shell/components/app-shell.tsx")]: page(icon, lib("icons")),
    [errorAlert]: page(lib("react")),
    [checkbox]: page(lib("react-hook-form"), lib("autocomplete")),
    [icon]: page(lib("icons")),
    // Registration's, but it imports a module of a feature: it stays where Rolldown puts it.
    [wizard]: page(steps),
    [steps]: page(),
    [lib("react")]: page(),
    [lib("react-hook-form")]: page(),
    [lib("autocomplete")]: page(),
    [lib("icons")]: page(),
  };
  const chunkOf = (id: string) => {
    forgetModuleGraph();
    return publicChunk(id, graph(modules));
  };

  it("puts the open area's light components with its libraries, registration's form fields with registration's", () => {
    expect(chunkOf(lib("autocomplete"))).toBe("register-vendor");
    expect(chunkOf(errorAlert)).toBe("public-vendor");
    expect(chunkOf(checkbox)).toBe("register-vendor");
  });

  it("puts what the shell shares with the public pages in the shared chunk, and leaves the rest to Rolldown", () => {
    expect(chunkOf(lib("icons"))).toBe("shared-vendor");
    expect(chunkOf(icon)).toBe("shared-vendor");
    expect(chunkOf(wizard)).toBeNull();
  });
});
