import { type ErrorCode, ROLE, type StudentAccount, type StudentAccountLinkResult } from "@mkt/contracts";
import { and, asc, eq, ne } from "drizzle-orm";
import { type Db, type DbOrTx, isUniqueViolation } from "../../db/client.ts";
import { appUser, profile } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { AuthContext } from "../auth/index.ts";
import { statusOf } from "../company/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import { type Manager, managerOf } from "./access.ts";

/**
 * The manager of an academy (Accademy, Management Accademy, or staff acting as one): the only one who links
 * student accounts to the academy's profiles. Other managers (suppliers, freelancers) are refused.
 */
export function academyManagerOf(auth: AuthContext): Manager {
  const manager = managerOf(auth);
  if (manager.companyType !== "academy") throw new AppError("profiles.students_academy_only");
  return manager;
}

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

type AccountRow = {
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

function toAccount(r: AccountRow): StudentAccount {
  return {
    user_id: r.userId,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    status: statusOf(r),
    profile:
      r.profileId === null
        ? null
        : {
            id: r.profileId,
            firstname: r.profileFirstname ?? "",
            lastname: r.profileLastname ?? "",
            title: r.profileTitle ?? "",
          },
  };
}

/** The academy's student users (role Profile Accademy), each with the academy's profile linked to it. */
async function accountRows(db: DbOrTx, companyId: number, userId?: number) {
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

export async function listStudentAccounts(db: Db, manager: Manager): Promise<StudentAccount[]> {
  return (await accountRows(db, manager.companyId)).map(toAccount);
}

const userIdError = (code: ErrorCode) =>
  new AppError(code, { fieldErrors: [{ field: "user_id", code, message: "" }] });

/**
 * Links one of the academy's student users to one of its profiles (userId null: unlinks the profile). The
 * student is notified in-app (and by e-mail per their preferences) when an account is newly linked.
 */
export async function linkStudentAccount(
  db: Db,
  bus: RealtimeBus,
  manager: Manager,
  companyName: string,
  profileId: number,
  userId: number | null,
): Promise<StudentAccountLinkResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        companyId: profile.companyId,
        userId: profile.userId,
        firstname: profile.firstname,
        lastname: profile.lastname,
      })
      .from(profile)
      .where(eq(profile.id, profileId))
      .for("update");
    if (!target || target.companyId !== manager.companyId) throw new AppError("common.not_found");
    if (userId === null) {
      if (target.userId !== null)
        await tx.update(profile).set({ userId: null }).where(eq(profile.id, profileId));
      return { profile_id: profileId, account: null };
    }
    const [user] = await tx
      .select({ companyId: appUser.companyId, roleId: appUser.roleId, disabledAt: appUser.disabledAt })
      .from(appUser)
      .where(eq(appUser.id, userId));
    if (!user || user.companyId !== manager.companyId) throw userIdError("profiles.student_user_unknown");
    if (user.roleId !== ROLE.PROFILE_ACCADEMY) throw userIdError("profiles.student_user_role");
    if (user.disabledAt) throw userIdError("profiles.student_user_disabled");
    if (target.userId !== userId) {
      const [elsewhere] = await tx
        .select({ id: profile.id })
        .from(profile)
        .where(and(eq(profile.userId, userId), ne(profile.id, profileId)));
      if (elsewhere) throw userIdError("profiles.student_user_taken");
      try {
        await tx.update(profile).set({ userId }).where(eq(profile.id, profileId));
      } catch (error) {
        // Another request linked the same student meanwhile: the unique index profile_user_uq refused it.
        if (isUniqueViolation(error)) throw userIdError("profiles.student_user_taken");
        throw error;
      }
      await notifyUsers(tx, bus, [userId], {
        type: "student_account_linked",
        params: { company: companyName, profile: `${target.firstname} ${target.lastname}` },
        icon: "school",
        link: "/student_profile",
      });
    }
    const [account] = await accountRows(tx, manager.companyId, userId);
    return { profile_id: profileId, account: account ? toAccount(account) : null };
  });
}
