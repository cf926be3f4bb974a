import { z } from "zod";
import { type CompanyType, ROLE, type RoleId } from "../auth/roles.ts";
import { emailSchema, loginResultSchema, passwordSchema } from "../auth/schemas.ts";

/** Who a company can invite (§2.2 manage_users / manage_users_supplier): colleagues in the roles of its type. */
export const INVITABLE_ROLES: Record<CompanyType, RoleId[]> = {
  client: [ROLE.CLIENT_EMPLOYEES],
  supplier: [ROLE.SUPPLIER_EMPLOYEES, ROLE.SUPPLIER_MANAGEMENT],
  academy: [ROLE.PROFILE_ACCADEMY, ROLE.MANAGEMENT_ACCADEMY],
  company_admin: [ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT],
  freelance: [],
  staff: [ROLE.ADMIN_MANAGEMENT],
};

/** Who manages a company's users: its owner and, for suppliers and academies, their managers. */
export const USER_MANAGER_ROLES: RoleId[] = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.COMPANY_ADMINISTRATOR,
  // Both Company Administrator roles have the same rights (issue 17, docs/back-office.md).
  ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
  ROLE.ADMINISTRATOR,
];

export function canInvite(companyType: CompanyType, role: number): boolean {
  return (INVITABLE_ROLES[companyType] as number[]).includes(role);
}

const name = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .min(2, { message: "validation.too_short" })
  .max(50, { message: "validation.too_long" });

export const inviteUserBodySchema = z.object({
  firstname: name,
  lastname: name,
  email: emailSchema,
  role_id: z.number({ message: "validation.required" }).int(),
});

export const teamMemberSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role_id: z.number(),
  role: z.string(),
  status: z.enum(["active", "invited", "disabled"]),
  created_at: z.string(),
});

export const updateTeamMemberBodySchema = z
  .object({ role_id: z.number().int().optional(), active: z.boolean().optional() })
  .refine((b) => b.role_id !== undefined || b.active !== undefined, { message: "validation.required" });

export const inviteTokenQuerySchema = z.object({
  token: z.string().min(10, { message: "validation.invalid" }).max(200),
});
export const inviteInfoSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  company_name: z.string(),
});
export const acceptInviteBodySchema = z
  .object({ password: passwordSchema, password_confirmation: z.string({ message: "validation.required" }) })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: "validation.passwords_differ",
  });

/** The built-in avatars (§3), served by the web as /avatars/<name>; "" means no choice: initials are shown. */
export const AVATARS = ["avatar-woman.svg", "avatar-man.svg"] as const;
export type BuiltInAvatar = (typeof AVATARS)[number];
export const isBuiltInAvatar = (name: string): name is BuiltInAvatar =>
  (AVATARS as readonly string[]).includes(name);
/** PUT auth/me: any of names and avatar choice ("" = back to initials, dropping an uploaded picture). */
export const updateMeBodySchema = z.object({
  firstname: name.optional(),
  lastname: name.optional(),
  profile_image_name: z.enum(["", ...AVATARS], { message: "validation.invalid" }).optional(),
});
export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string({ message: "validation.required" })
      .min(1, { message: "validation.required" })
      .max(128),
    password: passwordSchema,
    password_confirmation: z.string({ message: "validation.required" }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: "validation.passwords_differ",
  });
/** Other sessions are signed out; this one continues with the fresh token (the old one is revoked). */
export const changePasswordResultSchema = loginResultSchema.extend({ changed: z.literal(true) });
