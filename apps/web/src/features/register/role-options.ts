import { REGISTRABLE_ROLES, type RegistrableRoleId, ROLE } from "@mkt/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import BusinessIcon from "@mui/icons-material/Business";
import EngineeringIcon from "@mui/icons-material/Engineering";
import SchoolIcon from "@mui/icons-material/School";
import StorefrontIcon from "@mui/icons-material/Storefront";

export type RoleOptionKey = "client" | "supplier" | "freelancer" | "academy";

export const ROLE_OPTIONS: Record<RegistrableRoleId, { key: RoleOptionKey; Icon: SvgIconComponent }> = {
  [ROLE.CLIENT]: { key: "client", Icon: BusinessIcon },
  [ROLE.SUPPLIER]: { key: "supplier", Icon: StorefrontIcon },
  [ROLE.FREELANCER]: { key: "freelancer", Icon: EngineeringIcon },
  [ROLE.ACCADEMY]: { key: "academy", Icon: SchoolIcon },
};

/** A role_id query value that may sign up here (and that the server currently allows, once known). */
export function parseRegistrableRole(
  raw: string | null,
  allowed: readonly number[] | undefined,
): RegistrableRoleId | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const role = Number(raw);
  const registrable = (REGISTRABLE_ROLES as readonly number[]).includes(role);
  if (!registrable || (allowed && !allowed.includes(role))) return null;
  return role as RegistrableRoleId;
}
