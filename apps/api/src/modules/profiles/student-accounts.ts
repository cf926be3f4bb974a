import { type ErrorCode, ROLE, type StudentAccount, type StudentAccountLinkResult } from "@mkt/contracts";
import { type Db, isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { AuthContext } from "../auth/index.ts";
import { statusOf } from "../company/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import { type Manager, managerOf } from "./access.ts";
import {
  findUserForLink,
  isUserLinkedElsewhere,
  lockProfileForLink,
  type StudentAccountRow,
  setProfileUser,
  studentAccountRows,
} from "./queries/students.ts";

/**
 * The manager of an academy (Accademy, Management Accademy, or staff acting as one): the only one who links
 * student accounts to the academy's profiles. Other managers (suppliers, freelancers) are refused.
 */
export function academyManagerOf(auth: AuthContext): Manager {
  const manager = managerOf(auth);
  if (manager.companyType !== "academy") throw new AppError("profiles.students_academy_only");
  return manager;
}

function toAccount(r: StudentAccountRow): StudentAccount {
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

export async function listStudentAccounts(db: Db, manager: Manager): Promise<StudentAccount[]> {
  return (await studentAccountRows(db, manager.companyId)).map(toAccount);
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
    const target = await lockProfileForLink(tx, profileId);
    if (!target || target.companyId !== manager.companyId) throw new AppError("common.not_found");
    if (userId === null) {
      if (target.userId !== null) await setProfileUser(tx, profileId, null);
      return { profile_id: profileId, account: null };
    }
    const user = await findUserForLink(tx, userId);
    if (!user || user.companyId !== manager.companyId) throw userIdError("profiles.student_user_unknown");
    if (user.roleId !== ROLE.PROFILE_ACCADEMY) throw userIdError("profiles.student_user_role");
    if (user.disabledAt) throw userIdError("profiles.student_user_disabled");
    if (target.userId !== userId) {
      if (await isUserLinkedElsewhere(tx, userId, profileId))
        throw userIdError("profiles.student_user_taken");
      try {
        await setProfileUser(tx, profileId, userId);
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
    const [account] = await studentAccountRows(tx, manager.companyId, userId);
    return { profile_id: profileId, account: account ? toAccount(account) : null };
  });
}
