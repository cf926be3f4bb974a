import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findInterview } from "./queries/interviews.ts";

/** What the interview use cases share: the brand in their mails, a company's name, an interview by id. */

export { companyName } from "./queries/parties.ts";

export const BRAND = "Marketplace";

/** An interview by id; unknown is 404. */
export async function loadInterview(db: DbOrTx, interviewId: number) {
  const row = await findInterview(db, interviewId);
  if (!row) throw new AppError("common.not_found");
  return row;
}
