import type {
  Language,
  Page,
  ServiceAllQuery,
  ServiceListItem,
  ServiceListQuery,
  ServiceReviewQuery,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import type { ServiceManager } from "./access.ts";
import { toListItem } from "./mappers.ts";
import { listServiceRows, type ServiceListFilter } from "./queries/service-list.ts";

async function page(
  db: DbOrTx,
  filter: ServiceListFilter,
  query: { page: number; limit: number },
  language: Language,
): Promise<Page<ServiceListItem>> {
  const { rows, total } = await listServiceRows(db, filter, language, pageWindow(query));
  return toPage(query, total, rows.map(toListItem));
}

/** The manager's company's services, newest updated first. */
export function listOwnServices(
  db: DbOrTx,
  manager: ServiceManager,
  query: ServiceListQuery,
  language: Language,
) {
  return page(
    db,
    { companyId: manager.companyId, status: query.status, searchWord: query.search_word, order: "updated" },
    query,
    language,
  );
}

/** Staff's review queue: submitted services, oldest submitted first. */
export function listReviewQueue(db: DbOrTx, query: ServiceReviewQuery, language: Language) {
  return page(
    db,
    { companyId: query.company_id, status: "submitted", searchWord: query.search_word, order: "queue" },
    query,
    language,
  );
}

/** Staff's complete list: every company's services, newest updated first. */
export function listAllServices(db: DbOrTx, query: ServiceAllQuery, language: Language) {
  return page(
    db,
    { companyId: query.company_id, status: query.status, searchWord: query.search_word, order: "updated" },
    query,
    language,
  );
}

/**
 * Company Services (§6): the services of a Company Administrator organisation's member companies, in every state,
 * newest updated first; `company_id` narrows to one member (another organisation's company gives an empty page).
 */
export function listMemberServices(
  db: DbOrTx,
  adminCompanyId: number,
  query: ServiceAllQuery,
  language: Language,
) {
  return page(
    db,
    {
      adminCompanyId,
      companyId: query.company_id,
      status: query.status,
      searchWord: query.search_word,
      order: "updated",
    },
    query,
    language,
  );
}
