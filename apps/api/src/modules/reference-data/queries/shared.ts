/** Who changed the reference data: the staff user, the staff behind an acting session, the IP (the audit log's actor). */
export type ReferenceActor = { userId: number; assumedByUserId: number | null; ip: string };
