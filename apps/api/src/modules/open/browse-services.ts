import type {
  Language,
  OpenServiceDetail,
  OpenServiceSearchResult,
  ServiceSearchBody,
  ServiceSearchResult,
} from "@mkt/contracts";
import { serviceSearchBodySchema } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { findCategoryByCode, readCatalogueService, searchCatalogue } from "../services/index.ts";
import { requireOpenWrite } from "./open-limits.ts";
import { requireOpenToken } from "./open-token.ts";

/**
 * The services catalogue for a visitor: the clients' catalogue search and detail (listed services only:
 * approved, published, of companies not blocked), without favourite flags (no company) and without brochures
 * (their download needs an account).
 */
const withoutFavourites = (result: ServiceSearchResult): OpenServiceSearchResult => ({
  ...result,
  items: result.items.map(({ favourite: _favourite, ...card }) => card),
});

const search = async (ctx: AppContext, q: ServiceSearchBody, language: Language) =>
  withoutFavourites(await searchCatalogue(ctx.database.db, q, language, null));

/** GET open/serviceList: the catalogue's first page, of one product category (any level) when `type` names one. */
export async function serviceListOpen(
  ctx: AppContext,
  token: string | undefined,
  type: string | undefined,
): Promise<OpenServiceSearchResult> {
  const visit = await requireOpenToken(ctx.database.db, token);
  let categoryIds: number[] = [];
  if (type) {
    const category = await findCategoryByCode(ctx.database.db, type);
    if (!category)
      throw new AppError("validation.failed", {
        fieldErrors: [{ field: "type", code: "validation.invalid", message: "" }],
      });
    categoryIds = [category.id];
  }
  return search(ctx, serviceSearchBodySchema.parse({ category_ids: categoryIds }), visit.language);
}

/** POST open/searchServiceFromBar: catalogue cards matching the words of the search bar. An open write. */
export async function searchServiceFromBar(
  ctx: AppContext,
  body: { token?: string | undefined; name_service: string },
  ip: string,
): Promise<OpenServiceSearchResult> {
  const visit = await requireOpenWrite(ctx.database.db, body.token, ip);
  return search(ctx, serviceSearchBodySchema.parse({ search_word: body.name_service }), visit.language);
}

/** POST open/searchServicesOpen: the clients' catalogue search (filters, sort, facets, paging). An open write. */
export async function searchServicesOpen(
  ctx: AppContext,
  body: ServiceSearchBody & { token?: string | undefined },
  ip: string,
): Promise<OpenServiceSearchResult> {
  const { token, ...q } = body;
  const visit = await requireOpenWrite(ctx.database.db, token, ip);
  return search(ctx, q, visit.language);
}

/** GET open/serviceDetailOpen: a listed service's catalogue detail; anything else 404 services.not_found. */
export async function serviceDetailOpen(
  ctx: AppContext,
  token: string | undefined,
  serviceId: number,
): Promise<OpenServiceDetail> {
  const visit = await requireOpenToken(ctx.database.db, token);
  const {
    favourite: _favourite,
    attachments: _attachments,
    ...detail
  } = await readCatalogueService(ctx.database.db, serviceId, visit.language, null);
  return detail;
}
