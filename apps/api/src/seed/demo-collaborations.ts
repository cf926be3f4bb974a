import { must } from "@mkt/contracts";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import {
  collaboration,
  collaborationEvent,
  collaborationFeedback,
  interview,
  interviewSlot,
  profile,
} from "../db/schema/index.ts";

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type Spec = {
  supplier: number;
  profileId: number;
  status: "requested" | "interview" | "active" | "completed" | "cancelled";
  rate: number;
  startIn: number;
  weeks: number;
  createdDaysAgo: number;
};

/**
 * Demo collaborations of client@demo.test in every state (requested, interview with proposed times, active,
 * completed with a review and a reply, cancelled), each with its timeline, so /collaborations_request,
 * /collaborations_admin and /student_collaborations are not empty on `npm start`. Run after the demo quotes;
 * it opens collaborations directly on profiles and leaves the demo candidacies to decide.
 */
export async function insertDemoCollaborations(
  tx: Tx,
  idOf: (key: string) => number,
  userOf: (email: string) => number | null,
  today: Date,
): Promise<void> {
  const client = idOf("client-bank");
  const supplier = idOf("supplier-main");
  const freelancer = idOf("freelance-main");
  const academy = idOf("academy-main");
  const clientUser = userOf("client@demo.test");
  const supplierUser = userOf("supplier@demo.test");
  const published = (companyId: number, limit: number) =>
    tx
      .select({
        id: profile.id,
        firstname: profile.firstname,
        lastname: profile.lastname,
        title: profile.title,
      })
      .from(profile)
      .where(and(eq(profile.companyId, companyId), eq(profile.published, true)))
      .orderBy(asc(profile.id))
      .limit(limit);
  // Profiles the demo quotes do not propose (the last ones of the supplier), so candidacies stay open.
  const supplierProfiles = (await published(supplier, 40)).slice(-4);
  const [freelance] = await published(freelancer, 1);
  const [student] = await tx
    .select({
      id: profile.id,
      firstname: profile.firstname,
      lastname: profile.lastname,
      title: profile.title,
    })
    .from(profile)
    .where(and(eq(profile.companyId, academy), isNotNull(profile.userId)))
    .limit(1);
  const names = new Map(
    [...supplierProfiles, freelance, student]
      .filter((p) => p !== undefined)
      .map((p) => [p.id, `${p.firstname} ${p.lastname} – ${p.title}`]),
  );
  const specs: Spec[] = [];
  const [p1, p2, p3, p4] = supplierProfiles;
  if (p1)
    specs.push({
      supplier,
      profileId: p1.id,
      status: "requested",
      rate: 420,
      startIn: 30,
      weeks: 24,
      createdDaysAgo: 1,
    });
  if (p2)
    specs.push({
      supplier,
      profileId: p2.id,
      status: "interview",
      rate: 480,
      startIn: 21,
      weeks: 26,
      createdDaysAgo: 4,
    });
  if (p3)
    specs.push({
      supplier,
      profileId: p3.id,
      status: "active",
      rate: 450,
      startIn: -20,
      weeks: 20,
      createdDaysAgo: 35,
    });
  if (p4)
    specs.push({
      supplier,
      profileId: p4.id,
      status: "cancelled",
      rate: 390,
      startIn: 10,
      weeks: 12,
      createdDaysAgo: 12,
    });
  if (freelance)
    specs.push({
      supplier: freelancer,
      profileId: freelance.id,
      status: "completed",
      rate: 520,
      startIn: -120,
      weeks: 12,
      createdDaysAgo: 130,
    });
  if (student)
    specs.push({
      supplier: academy,
      profileId: student.id,
      status: "active",
      rate: 220,
      startIn: -10,
      weeks: 16,
      createdDaysAgo: 20,
    });

  for (const spec of specs) {
    const created = new Date(today.getTime() - spec.createdDaysAgo * DAY);
    const start = new Date(today.getTime() + spec.startIn * DAY);
    const at = (daysAfterCreation: number) => new Date(created.getTime() + daysAfterCreation * DAY);
    const [row] = await tx
      .insert(collaboration)
      .values({
        clientCompanyId: client,
        supplierCompanyId: spec.supplier,
        profileId: spec.profileId,
        profileName: names.get(spec.profileId) ?? "",
        status: spec.status,
        dailyRate: String(spec.rate),
        dateStart: isoDay(start),
        dateEnd: isoDay(new Date(start.getTime() + spec.weeks * 7 * DAY)),
        note:
          spec.status === "requested"
            ? "Inserimento nel team pagamenti, due giorni a settimana in sede a Milano."
            : "",
        cancelReason: spec.status === "cancelled" ? "Il progetto è stato rinviato al prossimo anno." : null,
        createdBy: clientUser,
        startedAt: spec.status === "active" || spec.status === "completed" ? at(7) : null,
        completedAt: spec.status === "completed" ? at(100) : null,
        cancelledAt: spec.status === "cancelled" ? at(3) : null,
        createdAt: created,
        updatedAt: at(spec.status === "completed" ? 101 : 3),
      })
      .returning({ id: collaboration.id });
    const id = must(row, "the inserted demo collaboration").id;
    const events: (typeof collaborationEvent.$inferInsert)[] = [
      { collaborationId: id, type: "created", actorUserId: clientUser, createdAt: created },
    ];
    if (spec.status === "interview") {
      const [iv] = await tx
        .insert(interview)
        .values({
          collaborationId: id,
          location: "https://meet.example.test/demo-colloquio",
          note: "Colloquio tecnico di un'ora con il team lead.",
          proposedBy: clientUser,
          createdAt: at(1),
        })
        .returning({ id: interview.id });
      const ivId = must(iv, "the inserted demo interview").id;
      const slot = (days: number) => {
        const d = new Date(today.getTime() + days * DAY);
        d.setUTCHours(9, 0, 0, 0);
        return d;
      };
      await tx.insert(interviewSlot).values([
        { interviewId: ivId, startsAt: slot(3) },
        { interviewId: ivId, startsAt: slot(4) },
      ]);
      events.push({
        collaborationId: id,
        type: "interview_proposed",
        actorUserId: clientUser,
        params: { slots: 2 },
        createdAt: at(1),
      });
    }
    if (spec.status === "active" || spec.status === "completed") {
      const startsAt = at(3);
      await tx.insert(interview).values({
        collaborationId: id,
        status: "done",
        location: "Sede del cliente, Milano",
        confirmedStartsAt: startsAt,
        outcome: "positive",
        proposedBy: clientUser,
        createdAt: at(1),
      });
      events.push(
        {
          collaborationId: id,
          type: "interview_proposed",
          actorUserId: clientUser,
          params: { slots: 2 },
          createdAt: at(1),
        },
        {
          collaborationId: id,
          type: "interview_confirmed",
          actorUserId: supplierUser,
          params: { starts_at: startsAt.toISOString() },
          createdAt: at(2),
        },
        { collaborationId: id, type: "interview_positive", actorUserId: clientUser, createdAt: at(4) },
        { collaborationId: id, type: "collaboration_started", actorUserId: clientUser, createdAt: at(7) },
      );
    }
    if (spec.status === "completed") {
      events.push(
        { collaborationId: id, type: "collaboration_completed", actorUserId: clientUser, createdAt: at(100) },
        {
          collaborationId: id,
          type: "feedback_left",
          actorUserId: clientUser,
          params: { profile_rating: 5, supplier_rating: 4 },
          createdAt: at(101),
        },
        { collaborationId: id, type: "feedback_replied", createdAt: at(102) },
      );
      await tx.insert(collaborationFeedback).values({
        collaborationId: id,
        profileId: spec.profileId,
        clientCompanyId: client,
        supplierCompanyId: spec.supplier,
        authorUserId: clientUser,
        profileRating: 5,
        supplierRating: 4,
        criteria: { quality: 5, communication: 4, timeliness: 5, value: 4 },
        comment: "Ottimo lavoro sulla migrazione delle API: consegne puntuali e documentazione chiara.",
        supplierReply: "Grazie, è stato un piacere lavorare con il vostro team.",
        repliedAt: at(102),
        createdAt: at(101),
      });
    }
    if (spec.status === "cancelled")
      events.push({
        collaborationId: id,
        type: "collaboration_cancelled",
        actorUserId: clientUser,
        params: { reason: "Il progetto è stato rinviato al prossimo anno." },
        createdAt: at(3),
      });
    await tx.insert(collaborationEvent).values(events);
  }
}
