import { isRoleId, isStaffRole } from "@mkt/contracts";
import type { ComponentType } from "react";
import { useSession } from "../session/use-session.ts";
import { RedirectHome } from "./redirect-home.tsx";

/**
 * The back office's screens (issue 17): only Administrator and Admin Management open them; anyone else — staff
 * acting as another user included, since they act with that user's role — is sent home, as for a route they do
 * not have. The API refuses them anyway (403); this keeps the screen from showing its frame and errors.
 */
export const STAFF_ONLY_ROUTES: ReadonlySet<string> = new Set([
  "pending_inscriptions",
  "ghost_account",
  "manage_admin_users",
  "configuration",
  "description_pages",
  "functions",
  "technology",
  "job_sector",
  "product_category",
  "languages",
  "brands",
  "audit_log",
  "charts",
  "graphs",
  "open_leads",
]);

/** Wraps a screen so that only staff see it. */
export function staffOnly(Screen: ComponentType): ComponentType {
  function StaffOnlyScreen() {
    const session = useSession();
    const staff = session !== null && isRoleId(session.user.role_id) && isStaffRole(session.user.role_id);
    return staff ? <Screen /> : <RedirectHome />;
  }
  return StaffOnlyScreen;
}
