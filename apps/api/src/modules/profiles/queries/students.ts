import { ROLE } from "@mkt/contracts";
import { and, asc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, profile } from "../../../db/schema/index.ts";

const accountColumns = {
  userId: appUser.id,
  firstname: appUser.firstname,
  lastname: appUser.lastname,
  email: appUser.email,
  disabledAt: appUser.disabledAt,
  passwordHash: appUser.passwordHash,
  emailConfirmedAt: appUser.emailConfirmedAt,
  profileId: profile.id,
  profileFirstname: profile.firstname,
  profileLastname: profile.lastname,
  profileTitle: profile.title,
};

/** A student user of the academy with the academy's profile linked to it (if any). */
export type StudentAccountRow = {
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  disabledAt: Date | null;
  passwordHash: string | null;
  emailConfirmedAt: Date | null;
  profileId: number | null;
  profileFirstname: string | null;
  profileLastname: string | null;
  profileTitle: string | null;
};

/** The academy's student users (role Profile Accademy), or one of them, each with its linked profile. */
export async function studentAccountRows(
  db: DbOrTx,
  companyId: number,
  userId?: number,
): Promise<StudentAccountRow[]> {
  return db
    .select(accountColumns)
    .from(appUser)
    .leftJoin(profile, and(eq(profile.userId, appUser.id), eq(profile.companyId, companyId)))
    .where(
      and(
        eq(appUser.companyId, companyId),
        eq(appUser.roleId, ROLE.PROFILE_ACCADEMY),
        userId === undefined ? undefined : eq(appUser.id, userId),
      ),
    )
    .orderBy(asc(appUser.lastname), asc(appUser.firstname), asc(appUser.id));
}

/** The profile's company, linked user and name, its row locked until the transaction ends. */
export async function lockProfileForLink(tx: DbOrTx, profileId: number) {
  const [row] = await tx
    .select({
      companyId: profile.companyId,
      userId: profile.userId,
      firstname: profile.firstname,
      lastname: profile.lastname,
    })
    .from(profile)
    .where(eq(profile.id, profileId))
    .for("update");
  return row;
}

/** Links the profile to a user account, or unlinks it (null). */
export async function setProfileUser(tx: DbOrTx, profileId: number, userId: number | null) {
  await tx.update(profile).set({ userId }).where(eq(profile.id, profileId));
}

/** The company, role and disabled time of a user. */
export async function findUserForLink(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ companyId: appUser.companyId, roleId: appUser.roleId, disabledAt: appUser.disabledAt })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

/** Whether a profile other than this one is linked to the user. */
export async function isUserLinkedElsewhere(tx: DbOrTx, userId: number, profileId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: profile.id })
    .from(profile)
    .where(and(eq(profile.userId, userId), ne(profile.id, profileId)));
  return row !== undefined;
}
