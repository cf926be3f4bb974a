import { chatsAsParticipant, isStaffRole } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthContext } from "../auth/index.ts";
import { assertFunctionAllowed } from "../plans/index.ts";
import { type ConversationRow, findConversation, type Viewer } from "./queries.ts";

const CHAT = "chat";

/**
 * Who reads: users of client, supplier, freelance and academy companies take part (their plan must include
 * chat); staff may read every conversation; anyone else is refused.
 */
export async function readerOf(db: Db, auth: AuthContext): Promise<Viewer> {
  if (isStaffRole(auth.roleId)) return { kind: "staff" };
  return participantOf(db, auth);
}

/** A participant whose plan includes chat (403 plans.function_blocked with the limitation otherwise). */
export async function participantOf(db: Db, auth: AuthContext): Promise<Viewer & { kind: "participant" }> {
  const { companyId, companyType, userId } = auth.row;
  if (!chatsAsParticipant(companyType)) throw new AppError("auth.forbidden");
  await assertFunctionAllowed(db, companyId, companyType, auth.roleId, CHAT);
  return { kind: "participant", companyId, userId };
}

export async function readable(db: Db, viewer: Viewer, id: number): Promise<ConversationRow> {
  const row = await findConversation(db, viewer, id);
  if (!row) throw new AppError("common.not_found");
  return row;
}
