import type { ResourceLanguage } from "i18next";
import { namespacesOf } from "./locale-namespaces.ts";

/** Every English namespace (src/locales/en/*.json): one chunk, imported by locale-bundle.ts when needed. */
export const namespaces = namespacesOf(
  import.meta.glob<ResourceLanguage[string]>("../../locales/en/*.json", { eager: true, import: "default" }),
);
