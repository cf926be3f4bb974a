/** A plain catalogue card as GET services/searchServices (and services/favourites) answers it, for component tests. */
export const serviceCard = (id: number, title: string, favourite = false) => ({
  id,
  title,
  excerpt: "What the service does.",
  category: null,
  delivery_model: "fixed_price",
  price_kind: "from",
  price_min: 1000,
  price_max: null,
  duration_min_days: null,
  duration_max_days: null,
  technologies: [],
  supplier: { company_id: 3, name: "Nuvola Srl", city: null },
  approved_at: "2031-01-01T10:00:00.000Z",
  favourite,
  rating_avg: null,
  rating_count: 0,
});

/** A search with no facet values. */
export const noFacets = {
  categories: [],
  technologies: [],
  sectors: [],
  delivery_models: [],
  price_bands: [],
};
