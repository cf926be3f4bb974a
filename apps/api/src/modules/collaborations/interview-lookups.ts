import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company, interview } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** What the interview use cases share: the brand in their mails, a company's name, an interview by id. */

export const BRAND = "Marketplace";

export async function companyName(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: company.name }).from(company).where(eq(company.id, id));
  return row?.name ?? "";
}

export async function loadInterview(db: DbOrTx, interviewId: number) {
  const [row] = await db.select().from(interview).where(eq(interview.id, interviewId));
  if (!row) throw new AppError("common.not_found");
  return row;
}
