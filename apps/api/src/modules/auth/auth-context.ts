import type { RoleId } from "@mkt/contracts";
import type { SessionRow } from "./session-queries.ts";

/** The signed-in caller of a request, set by the authentication hook (`request.auth`). */
export type AuthContext = {
  sessionId: string;
  roleId: RoleId;
  row: SessionRow;
  /** Staff member acting as this user, and the uuid that returns to the staff session. */
  assumedByUserId: number | null;
  returnUuid: string | null;
};
