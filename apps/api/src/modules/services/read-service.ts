import type { Language, ProductCategory, ServiceDetail } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { type ServiceActor, visibleService } from "./access.ts";
import { toDetail } from "./mappers.ts";
import { listCategories } from "./queries/categories.ts";

/** One service for its company's managers or for staff. */
export async function getService(db: DbOrTx, actor: ServiceActor, id: number): Promise<ServiceDetail> {
  return toDetail(await visibleService(db, actor, id));
}

/** The product categories in the reader's language, parents before their children. */
export async function productCategories(db: DbOrTx, language: Language): Promise<ProductCategory[]> {
  const rows = await listCategories(db);
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parentId,
    code: r.code,
    name: language === "en" ? r.nameEn : r.nameIt,
    enabled: r.enabled,
  }));
}
