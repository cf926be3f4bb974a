import {
  type SavedProfileCriteria,
  type SavedSearchKind,
  type SavedServiceCriteria,
  savedProfileCriteriaSchema,
} from "./schemas.ts";

const list = (v: unknown) => (Array.isArray(v) ? v.join(",") : String(v));

/**
 * The talent search's address of the criteria, with the §3 names the page reads (search_word, technology=1,2,
 * only_loco=1…): what the web's search page writes for the same search, defaults left out.
 */
export function profileSearchPath(c: Partial<SavedProfileCriteria>): string {
  const params = new URLSearchParams();
  // The schema's order (a jsonb column keeps its own): the same address for the same search.
  for (const key of Object.keys(savedProfileCriteriaSchema.shape)) {
    const value = (c as Record<string, unknown>)[key];
    if (key === "asc") {
      const defaultAsc = c.order_by === "rate" || c.order_by === "seniority";
      if (typeof value === "boolean" && value !== defaultAsc) params.set(key, value ? "1" : "0");
      continue;
    }
    if (key === "full_time" && value === false) params.set(key, "0");
    if (value === undefined || value === null || value === "" || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === "order_by" && value === "relevance") continue;
    params.set(key, value === true ? "1" : list(value));
  }
  const query = params.toString();
  return `/profile_available${query ? `?${query}` : ""}`;
}

/** The services catalogue's address of the criteria, with the short names its page reads (q, category, model…). */
export function serviceSearchPath(c: Partial<SavedServiceCriteria>): string {
  const params = new URLSearchParams();
  if (c.search_word) params.set("q", c.search_word);
  if (c.category_ids?.length) params.set("category", c.category_ids.join(","));
  if (c.technology_ids?.length) params.set("technology", c.technology_ids.join(","));
  if (c.sector_ids?.length) params.set("sector", c.sector_ids.join(","));
  if (c.delivery_models?.length) params.set("model", c.delivery_models.join(","));
  if (c.price_max) params.set("price_max", String(c.price_max));
  if (c.include_on_quote) params.set("on_quote", "1");
  if (c.supplier_city) params.set("city", c.supplier_city);
  if (c.sort && c.sort !== "relevance") params.set("sort", c.sort);
  const query = params.toString();
  return `/find_services${query ? `?${query}` : ""}`;
}

/** The page a saved search opens (and its alert e-mail links to): no token, only the criteria. */
export function savedSearchPath(kind: SavedSearchKind, criteria: Record<string, unknown>): string {
  return kind === "profiles"
    ? profileSearchPath(criteria as Partial<SavedProfileCriteria>)
    : serviceSearchPath(criteria as Partial<SavedServiceCriteria>);
}
