// The reference-data module's public face (issue 17 item 3): the staff's technology, job sector, lookup-list and
// product-category maintenance, and the spoken languages. Other modules import only from here (layer rule api-module-via-index).
import type { AppContext } from "../../lib/context.ts";
import type { TypedApp } from "../../lib/http.ts";
import { registerCategoryReferenceRoutes } from "./category-routes.ts";
import { registerLanguageReferenceRoutes } from "./language-routes.ts";
import { registerSectorReferenceRoutes } from "./sector-routes.ts";
import { registerTechnologyReferenceRoutes } from "./technology-routes.ts";

export function registerReferenceDataRoutes(app: TypedApp, ctx: AppContext) {
  registerTechnologyReferenceRoutes(app, ctx);
  registerSectorReferenceRoutes(app, ctx);
  registerCategoryReferenceRoutes(app, ctx);
  registerLanguageReferenceRoutes(app, ctx);
}

// Spoken languages: the start-up seed, the open area's filter, the profile writes' check and the CV parser's names.
export {
  namedLanguages,
  offeredLanguages,
  SPOKEN_LANGUAGE_NAMES_TTL_MS,
  seedSpokenLanguages,
  spokenLanguageNames,
  unknownLanguageCodes,
} from "./language-service.ts";
