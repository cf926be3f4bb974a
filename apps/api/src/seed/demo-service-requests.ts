import { must, ROLE, serviceRequestCreateBodySchema } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "../db/client.ts";
import { service } from "../db/schema/index.ts";
import { createServiceRequest, proposeOnTarget } from "../modules/service-requests/index.ts";
import { RealtimeBus } from "../realtime/bus.ts";
import type { Storage } from "../storage/storage.ts";

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A listed demo service of a company by its live Italian title (demo-services.ts). */
async function listedServiceId(tx: Tx, companyId: number, titleIt: string): Promise<number> {
  const [row] = await tx
    .select({ id: service.id })
    .from(service)
    .where(and(eq(service.companyId, companyId), eq(service.titleIt, titleIt), eq(service.published, true)));
  return must(row, `listed demo service ${titleIt}`).id;
}

/**
 * A bus nobody listens to: the seed's notices are stored for the bell like any other, but no e-mail goes out
 * (no mail is registered for this bus) and the push reaches no one (nobody is signed in while the seed runs).
 */
function seedBus(tx: Tx): RealtimeBus {
  const notListening: Database = {
    db: tx,
    driver: "pglite",
    migrate: () => Promise.reject(new Error("the seed's bus does not migrate")),
    listen: () => Promise.reject(new Error("the seed's bus does not listen")),
    close: () => Promise.resolve(),
  };
  return new RealtimeBus(notListening);
}

/** The demo answers carry no PDF, so the storage is never written. */
const noDocuments: Storage = {
  put: () => Promise.reject(new Error("the demo answers carry no document")),
  get: () => Promise.reject(new Error("the demo answers carry no document")),
  remove: () => Promise.resolve(),
  exists: () => Promise.resolve(false),
};

/**
 * The demo client's open quote request, through the service-requests module's own use cases: the cloud migration
 * and the managed Kubernetes platform of the demo supplier, the migration already quoted, the platform still
 * waiting. The penetration test and the freelancer's BI dashboards are left free, so anyone trying the feature
 * (and the browser journey) can request quotes on them at once.
 */
export async function insertDemoServiceRequests(
  tx: Tx,
  idOf: (key: string) => number,
  userIdOf: (email: string) => number | null,
  today: Date,
): Promise<void> {
  const bus = seedBus(tx);
  const client = {
    companyId: idOf("client-bank"),
    companyType: "client",
    roleId: ROLE.CLIENT,
    userId: must(userIdOf("client@demo.test"), "the demo client"),
  };
  const supplier = {
    companyId: idOf("supplier-main"),
    companyType: "supplier",
    roleId: ROLE.SUPPLIER,
    userId: must(userIdOf("supplier@demo.test"), "the demo supplier"),
  };
  const aws = await listedServiceId(tx, supplier.companyId, "Migrazione su AWS chiavi in mano");
  const kubernetes = await listedServiceId(tx, supplier.companyId, "Piattaforma Kubernetes gestita");
  const deadline = new Date(today.getTime() + 75 * DAY);
  const request = await createServiceRequest(
    tx,
    bus,
    client,
    serviceRequestCreateBodySchema.parse({
      service_ids: [aws, kubernetes],
      title: "Migrazione in cloud dei sistemi di filiale",
      scope:
        "Portare su AWS le dodici applicazioni dei sistemi di filiale (oggi su macchine virtuali in sede) e " +
        "gestirne poi la piattaforma container: piano per ondate, landing zone conforme alle linee guida " +
        "Banca d'Italia, migrazione con fermi notturni e passaggio di consegne al nostro team operativo.",
      budget: 60000,
      start_date: isoDay(new Date(today.getTime() + 14 * DAY)),
      deadline: isoDay(deadline),
    }),
    "it",
  );
  const quoted = must(
    request.targets.find((t) => t.service.id === aws),
    "the migration's target",
  );
  await proposeOnTarget(
    tx,
    bus,
    noDocuments,
    supplier,
    quoted.id,
    {
      price: 52000,
      delivery_date: isoDay(new Date(deadline.getTime() - 10 * DAY)),
      note:
        "Assessment e landing zone nelle prime tre settimane, poi tre ondate di migrazione nei fine settimana. " +
        "Incluse due settimane di affiancamento al vostro team dopo l'ultima ondata.",
    },
    null,
    "it",
  );
}
