import { PROFILE_MANAGER_ROLES, ROLE, type RoleId } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../auth/index.ts";
import { assertFunctionAllowed } from "../plans/index.ts";

/** Who answers needs with quotes: the profile managers of suppliers, freelancers and academies (own profiles). */
export const QUOTE_SENDER_ROLES: RoleId[] = [...PROFILE_MANAGER_ROLES];
/** Who reads and decides the quotes of their company's needs. */
export const QUOTE_CLIENT_ROLES: RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];

/** §4 VP (show estimate): the client's plan must include seeing the quotes it receives. */
export const assertShowEstimate = (db: Db, a: Actor) =>
  assertFunctionAllowed(db, a.companyId, a.companyType, a.roleId, "VP");
