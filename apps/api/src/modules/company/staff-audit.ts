import type { AuthContext } from "../auth/index.ts";

/** Who takes a back-office action, for the audit log: the staff user, the IP, and any staff member behind them. */
export type StaffActor = { userId: number; ip: string; assumedByUserId: number | null };

export const staffActorOf = (auth: AuthContext, ip: string): StaffActor => ({
  userId: auth.row.userId,
  ip,
  assumedByUserId: auth.assumedByUserId,
});
