import type { Language } from "@mkt/contracts";
import { loadNamespaceBundle } from "./locale-bundle.ts";
import { initialLanguage } from "./start-language.ts";

/**
 * What the build wraps every lazy import of the app's modules in (vite-module-texts.ts, issue 20): the module and
 * the translations it uses download together, and the import resolves once i18next has both. Kept apart from
 * i18next (i18n.ts provides the loader once it runs) because the entry imports the route table before the app's
 * libraries arrive (app/route-preload.ts): a screen fetched ahead starts its texts' downloads at once.
 */
type TextLoader = { language: () => Language; load: (namespaces: readonly string[]) => Promise<void> };

let provide: (loader: TextLoader) => void = () => undefined;
const loaderReady = new Promise<TextLoader>((resolve) => {
  provide = resolve;
});
let loader: TextLoader | undefined;

/** Called by i18n.ts: how to hand the namespaces to i18next, and the page's language. */
export function provideTextLoader(textLoader: TextLoader): void {
  loader = textLoader;
  provide(textLoader);
}

/**
 * The module `load` imports, once it and `namespaces` (in the page's language) are in. The texts are requested
 * first, the module a task later: its chunks' preloads, requested at once, took a slow network's few HTTP/1.1
 * connections before the texts (a few KB, on the page's critical path), which then came last (issue 20, Speed).
 */
export function withModuleTexts<T>(load: () => Promise<T>, namespaces: readonly string[]): Promise<T> {
  const language = loader ? loader.language() : initialLanguage();
  // i18next takes the texts once it has started.
  const downloads = Promise.all(namespaces.map((namespace) => loadNamespaceBundle(language, namespace)));
  const texts = downloads.then(() => loaderReady).then((ready) => ready.load(namespaces));
  const module = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);
  return Promise.all([module, texts]).then(([loaded]) => loaded);
}
