/** A LIKE pattern matching the word anywhere, its wildcards taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who changed the reference data: the staff user, the staff behind an acting session, the IP (the audit log's actor). */
export type ReferenceActor = { userId: number; assumedByUserId: number | null; ip: string };
