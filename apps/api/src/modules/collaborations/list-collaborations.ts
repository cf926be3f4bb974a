import type { adminCollaborationListQuerySchema, collaborationListQuerySchema } from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../auth/index.ts";
import {
  clientScope,
  companyNameScope,
  listCollaborations,
  studentScope,
  supplierScope,
} from "./queries/list.ts";
import { isClient } from "./service.ts";

type ListQuery = z.output<typeof collaborationListQuerySchema>;
type AdminListQuery = z.output<typeof adminCollaborationListQuerySchema>;

/** GET collaborations: the client's or the supplier's own, by the caller's role. */
export function listOwnCollaborations(db: Db, actor: Actor, query: ListQuery) {
  return isClient(actor)
    ? listCollaborations(db, clientScope(actor.companyId), "client", query)
    : listCollaborations(db, supplierScope(actor.companyId), "supplier", query);
}

/** GET collaborations/student: the student's own (their linked profile's), read-only. */
export function listStudentCollaborations(db: Db, userId: number, query: ListQuery) {
  return listCollaborations(db, studentScope(userId), "student", query);
}

/** GET admin/collaborations: staff see every collaboration, by status and company name. */
export function listAllCollaborations(db: Db, query: AdminListQuery) {
  return listCollaborations(db, query.company ? companyNameScope(query.company) : undefined, "staff", query);
}
