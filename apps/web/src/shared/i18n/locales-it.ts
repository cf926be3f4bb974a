import type { ResourceLanguage } from "i18next";
import { namespacesOf } from "./locale-namespaces.ts";

/** Every Italian namespace (src/locales/it/*.json): one chunk, imported by locale-bundle.ts when needed. */
export const namespaces = namespacesOf(
  import.meta.glob<ResourceLanguage[string]>("../../locales/it/*.json", { eager: true, import: "default" }),
);
