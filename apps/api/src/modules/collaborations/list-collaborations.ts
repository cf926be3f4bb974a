import type { collaborationListQuerySchema } from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../auth/index.ts";
import { clientScope, listCollaborations, supplierScope } from "./queries.ts";
import { isClient } from "./service.ts";

type ListQuery = z.output<typeof collaborationListQuerySchema>;

/** GET collaborations: the client's or the supplier's own, by the caller's role. */
export function listOwnCollaborations(db: Db, actor: Actor, query: ListQuery) {
  return isClient(actor)
    ? listCollaborations(db, clientScope(actor.companyId), "client", query)
    : listCollaborations(db, supplierScope(actor.companyId), "supplier", query);
}
