// The skills taxonomy's public face (issue 19): other modules import only from here (layer rule api-module-via-index).
export {
  listOfferedTechnologies,
  offeredTechnologyNames,
  resolveTechnologyNames,
  technologyNeedsContext,
} from "./lookups.ts";
export { seedTaxonomy, taxonomyUnchangedSinceSeed } from "./seed-taxonomy.ts";
export { loadTaxonomy, type TaxonomyEntry } from "./taxonomy.ts";
