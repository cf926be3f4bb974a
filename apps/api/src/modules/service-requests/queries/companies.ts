import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company } from "../../../db/schema/index.ts";

/** A company's name (undefined when it does not exist): what the notices of requests name. */
export async function companyNameOf(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: company.name }).from(company).where(eq(company.id, id));
  return row?.name;
}
