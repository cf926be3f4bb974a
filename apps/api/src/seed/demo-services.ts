import { must, type ServiceContent, type ServiceContentInput, serviceContentSchema } from "@mkt/contracts";
import type { Tx } from "../db/client.ts";
import {
  approveWorking,
  createServiceDraft,
  findCategoryByCode,
  findServiceRow,
  rejectWorking,
  saveWorkingDraft,
  submitWorking,
} from "../modules/services/index.ts";
import { loadLookups } from "./demo-db.ts";

type DemoService = {
  company: string;
  user: string;
  category: string;
  technologies: string[];
  sectors: string[];
  content: Omit<ServiceContentInput, "category_id" | "technology_ids" | "sector_ids">;
  /** What happens after the first draft: approved (and published or not), changes waiting, rejected, or nothing. */
  outcome:
    | { approved: true; published: boolean; changes?: Partial<ServiceContentInput> }
    | { rejected: string }
    | null;
};

const DEMO_SERVICES: DemoService[] = [
  {
    company: "supplier-main",
    user: "supplier@demo.test",
    category: "cloud_migration",
    technologies: ["AWS", "Terraform"],
    sectors: ["banking", "insurance"],
    content: {
      title_it: "Migrazione su AWS chiavi in mano",
      title_en: "Turnkey migration to AWS",
      description_it:
        "Analisi del parco applicativo, piano di migrazione per ondate, landing zone sicura e spostamento dei carichi con fermi minimi.",
      description_en:
        "Application portfolio assessment, wave-based migration plan, a secure landing zone and workload moves with minimal downtime.",
      delivery_model: "fixed_price",
      price_kind: "from",
      price_min: 18000,
      duration_min_days: 30,
      duration_max_days: 90,
      deliverables: ["Assessment del parco applicativo", "Landing zone AWS", "Runbook di migrazione"],
      case_studies: [
        {
          title: "Core banking in cloud",
          outcome: "Trenta applicazioni migrate in quattro mesi, costi infrastrutturali ridotti del 28%.",
          client_sector_id: null,
          collaboration_id: null,
        },
      ],
    },
    outcome: { approved: true, published: true },
  },
  {
    company: "supplier-main",
    user: "supplier@demo.test",
    category: "security_pentest",
    technologies: [],
    sectors: ["banking"],
    content: {
      title_it: "Penetration test applicativo",
      title_en: "Application penetration test",
      description_it:
        "Test manuali e automatici su applicazioni web e API secondo OWASP, con rapporto e retest incluso.",
      description_en:
        "Manual and automated testing of web applications and APIs per OWASP, with a report and a retest.",
      delivery_model: "fixed_price",
      price_kind: "range",
      price_min: 4000,
      price_max: 9500,
      duration_min_days: 5,
      duration_max_days: 15,
      deliverables: ["Rapporto tecnico e executive summary", "Retest delle vulnerabilità corrette"],
    },
    outcome: {
      approved: true,
      published: true,
      changes: {
        title_it: "Penetration test applicativo e mobile",
        title_en: "Application and mobile penetration test",
      },
    },
  },
  {
    company: "supplier-main",
    user: "supplier@demo.test",
    category: "devops_kubernetes",
    technologies: ["Kubernetes"],
    sectors: [],
    content: {
      title_it: "Piattaforma Kubernetes gestita",
      title_en: "Managed Kubernetes platform",
      description_it:
        "Gestione 24/7 di cluster Kubernetes: aggiornamenti, monitoraggio, backup e reperibilità.",
      description_en: "24/7 management of Kubernetes clusters: upgrades, monitoring, backups and on-call.",
      delivery_model: "managed_service",
      price_kind: "from",
      price_min: 2500,
      deliverables: ["Monitoraggio 24/7", "Report mensile di servizio"],
    },
    outcome: { approved: true, published: true },
  },
  {
    company: "freelance-main",
    user: "freelancer@demo.test",
    category: "data_bi",
    technologies: ["Power BI"],
    sectors: ["retail"],
    content: {
      title_it: "Cruscotti di business intelligence",
      title_en: "Business intelligence dashboards",
      description_it:
        "Dalla raccolta dei KPI al modello dati e ai cruscotti Power BI pronti per il management.",
      description_en: "From gathering KPIs to the data model and Power BI dashboards ready for management.",
      delivery_model: "time_material",
      price_kind: "on_quote",
      duration_min_days: 10,
      duration_max_days: 30,
    },
    outcome: { approved: true, published: true },
  },
  {
    company: "supplier-main",
    user: "supplier@demo.test",
    category: "software_mobile",
    technologies: ["React Native"],
    sectors: [],
    content: {
      title_it: "App mobile per i tecnici sul campo",
      title_en: "Field service mobile app",
      description_it: "App iOS e Android per interventi, foto e firme dei clienti, anche offline.",
      description_en: "iOS and Android app for jobs, photos and customer signatures, offline too.",
      delivery_model: "fixed_price",
      price_kind: "from",
      price_min: 25000,
    },
    outcome: null,
  },
  {
    company: "supplier-main",
    user: "supplier@demo.test",
    category: "security_compliance",
    technologies: [],
    sectors: [],
    content: {
      title_it: "Adeguamento GDPR",
      title_en: "GDPR compliance",
      description_it: "Consulenza.",
      description_en: "Consulting.",
      delivery_model: "time_material",
      price_kind: "from",
      price_min: 600,
    },
    outcome: {
      rejected:
        "La descrizione è troppo sintetica: indica attività, consegne e durata tipica dell'intervento.",
    },
  },
];

/**
 * The demo catalogue through the services module's own state moves: approved and published services in several
 * categories, one with changes waiting for review, a draft and a rejected one with its reason.
 */
export async function insertDemoServices(
  tx: Tx,
  idOf: (key: string) => number,
  userIdOf: (email: string) => number | null,
  today: Date,
): Promise<void> {
  const lookups = await loadLookups(tx);
  const staff = userIdOf("admin@demo.test");
  const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000);
  for (const [i, demo] of DEMO_SERVICES.entries()) {
    const category = must(await findCategoryByCode(tx, demo.category), `category ${demo.category}`);
    const content: ServiceContent = serviceContentSchema.parse({
      ...demo.content,
      category_id: category.id,
      technology_ids: demo.technologies.map((t) => must(lookups.technologies.get(t.toLowerCase()), t)),
      sector_ids: demo.sectors.map((s) => must(lookups.sectors.get(s), s)),
    });
    const userId = userIdOf(demo.user);
    const id = await createServiceDraft(tx, { companyId: idOf(demo.company), userId, content });
    const row = async () => must(await findServiceRow(tx, id, { lock: true }), `demo service ${id}`);
    if (!demo.outcome) continue;
    await submitWorking(tx, await row(), at(20 - i));
    if ("rejected" in demo.outcome) {
      await rejectWorking(tx, await row(), {
        staffUserId: staff,
        now: at(10 - i),
        reason: demo.outcome.rejected,
      });
      continue;
    }
    await approveWorking(tx, await row(), {
      staffUserId: staff,
      now: at(15 - i),
      publish: demo.outcome.published,
    });
    if (!demo.outcome.changes) continue;
    await saveWorkingDraft(
      tx,
      await row(),
      userId,
      serviceContentSchema.parse({ ...content, ...demo.outcome.changes }),
    );
    await submitWorking(tx, await row(), at(1));
  }
}
