import type { PositionInput } from "@mkt/contracts";
import type { Tx } from "../db/client.ts";
import { need } from "../db/schema/index.ts";
import { insertPositions } from "../modules/needs/queries.ts";
import { addDays } from "./demo-data.ts";
import type { Lookups } from "./demo-db.ts";

type Skill = [name: string, minYears?: number];
type PositionSpec = Omit<
  PositionInput,
  "mandatory_skills" | "nice_skills" | "date_start" | "date_end" | "description" | "profiles_wanted"
> & {
  mandatory: Skill[];
  nice: string[];
  /** Days from today to the start and the end of the work. */
  start: number;
  end: number;
  profiles?: number;
  description: string;
};
type NeedSpec = {
  companyKey: string;
  title: string;
  description: string;
  sector: string | null;
  city: string | null;
  remote: boolean;
  anonymous?: boolean;
  status: "draft" | "published";
  /** Days ago it was published (or last edited, for a draft). */
  daysAgo: number;
} & ({ type: "tm"; positions: PositionSpec[] } | { type: "fp"; budget: number; deadlineDays: number });

const it = { code: "it", min_level: "C2" } as const;
const en = (min_level: "B1" | "B2" | "C1") => ({ code: "en", min_level }) as const;

/**
 * The demo's open needs: the demo client's (client@demo.test) and two other clients', written with the needs
 * module's own insert so they look exactly like needs created in the app. The positions ask for technologies the
 * demo suppliers' and the freelancer's profiles have, so compatible profiles show realistic rankings.
 */
export const DEMO_NEEDS: readonly NeedSpec[] = [
  {
    companyKey: "client-bank",
    type: "tm",
    status: "published",
    daysAgo: 6,
    title: "Modernizzazione core banking: microservizi",
    description:
      "Scomposizione del sistema di conti correnti in microservizi su Kubernetes, con eventi su Kafka e rilasci continui. Team misto interno ed esterno, sede di Milano con due giorni da remoto.",
    sector: "banking",
    city: "Milano",
    remote: true,
    positions: [
      {
        title: "Sviluppatore Java Spring Boot senior",
        seniority: "senior",
        city: "Milano",
        remote_allowed: true,
        max_daily_rate: 480,
        start: 30,
        end: 210,
        profiles: 2,
        mandatory: [
          ["Java", 5],
          ["Spring Boot", 4],
        ],
        nice: ["Apache Kafka", "Docker", "Kubernetes"],
        languages: [it, en("B2")],
        description:
          "Sviluppo dei servizi di conto e pagamento, revisione del codice, test automatici con JUnit e collaborazione con il team di architettura.",
      },
      {
        title: "Platform Engineer Kubernetes",
        seniority: "middle",
        city: "Milano",
        remote_allowed: true,
        max_daily_rate: 420,
        start: 21,
        end: 200,
        mandatory: [
          ["Kubernetes", 3],
          ["Terraform", 2],
        ],
        nice: ["Docker", "GitLab CI", "Prometheus"],
        languages: [en("B1")],
        description:
          "Gestione dei cluster, pipeline di rilascio e osservabilità dei nuovi servizi, infrastruttura come codice.",
      },
    ],
  },
  {
    companyKey: "client-bank",
    type: "tm",
    status: "published",
    daysAgo: 3,
    title: "Nuova app di home banking",
    description:
      "Riscrittura dell'area clienti web con React e un backend for frontend in Node.js. Lavoro prevalentemente da remoto, incontri mensili a Roma.",
    sector: "banking",
    city: "Roma",
    remote: true,
    positions: [
      {
        title: "Frontend Developer React",
        seniority: "middle",
        city: "Roma",
        remote_allowed: true,
        max_daily_rate: 380,
        start: 14,
        end: 180,
        profiles: 2,
        mandatory: [
          ["React", 3],
          ["TypeScript", 2],
        ],
        nice: ["Next.js", "Figma"],
        languages: [en("B1")],
        description:
          "Componenti dell'area clienti, accessibilità, test end-to-end e integrazione con il design system.",
      },
      {
        title: "Full Stack Developer Node.js/React",
        seniority: "senior",
        city: "Roma",
        remote_allowed: true,
        max_daily_rate: 520,
        start: 14,
        end: 180,
        mandatory: [
          ["React", 5],
          ["Node.js", 5],
          ["TypeScript", 4],
        ],
        nice: ["PostgreSQL", "MongoDB"],
        languages: [en("B2")],
        description:
          "Backend for frontend in Node.js, API verso i sistemi centrali e guida tecnica del team frontend.",
      },
      {
        title: "QA Automation Engineer",
        seniority: "middle",
        city: null,
        remote_allowed: true,
        max_daily_rate: 350,
        start: 30,
        end: 180,
        mandatory: [["Playwright", 2]],
        nice: ["Cypress", "JavaScript", "TypeScript"],
        languages: [],
        description: "Test end-to-end automatici dell'app e integrazione nella pipeline di rilascio.",
      },
    ],
  },
  {
    companyKey: "client-bank",
    type: "tm",
    status: "published",
    daysAgo: 10,
    title: "Data platform per il rischio di credito",
    description:
      "Costruzione della piattaforma dati su Azure per i modelli di rischio: ingestione, qualità del dato e reportistica regolamentare.",
    sector: "banking",
    city: "Milano",
    remote: false,
    positions: [
      {
        title: "Data Engineer Azure Databricks",
        seniority: "middle",
        city: "Milano",
        remote_allowed: false,
        max_daily_rate: 400,
        start: 45,
        end: 300,
        mandatory: [
          ["Python", 3],
          ["SQL", 3],
          ["Databricks", 2],
        ],
        nice: ["Microsoft Azure", "dbt"],
        languages: [en("B2")],
        description:
          "Pipeline di ingestione e trasformazione, controlli di qualità, collaborazione con i risk analyst.",
      },
    ],
  },
  {
    companyKey: "client-bank",
    type: "tm",
    status: "draft",
    daysAgo: 1,
    title: "Migrazione contabilità su SAP S/4HANA",
    description:
      "Bozza: migrazione del modulo contabile da SAP ECC a S/4HANA, da completare con il team amministrazione.",
    sector: "banking",
    city: "Milano",
    remote: false,
    positions: [
      {
        title: "Consulente SAP FI/CO",
        seniority: "senior",
        city: "Milano",
        remote_allowed: false,
        max_daily_rate: 500,
        start: 60,
        end: 360,
        mandatory: [
          ["SAP FI/CO", 5],
          ["SAP S/4HANA", 3],
        ],
        nice: ["ABAP"],
        languages: [],
        description: "Analisi dei processi contabili e configurazione dei moduli FI e CO.",
      },
    ],
  },
  {
    companyKey: "client-bank",
    type: "fp",
    status: "published",
    daysAgo: 4,
    title: "Portale reclami clienti",
    description:
      "Realizzazione chiavi in mano del portale per la gestione dei reclami: apertura guidata, allegati, tracciamento dei tempi di risposta previsti dalla normativa e cruscotto per l'ufficio reclami.",
    sector: "banking",
    city: "Milano",
    remote: true,
    budget: 180_000,
    deadlineDays: 200,
  },
  {
    companyKey: "client-insurance",
    type: "tm",
    status: "published",
    daysAgo: 8,
    title: "Gestione sinistri digitale",
    description:
      "Evoluzione della piattaforma sinistri: nuovi servizi Java e integrazione con i periti esterni.",
    sector: "insurance",
    city: "Torino",
    remote: true,
    anonymous: true,
    positions: [
      {
        title: "Senior Java Developer",
        seniority: "senior",
        city: "Torino",
        remote_allowed: true,
        max_daily_rate: 500,
        start: 20,
        end: 240,
        mandatory: [
          ["Java", 5],
          ["Spring Boot", 3],
        ],
        nice: ["SQL", "Microsoft Azure", "Apache Kafka"],
        languages: [it, en("B2")],
        description:
          "Servizi di apertura e liquidazione dei sinistri, integrazione con i sistemi dei periti.",
      },
    ],
  },
  {
    companyKey: "client-retail",
    type: "tm",
    status: "published",
    daysAgo: 2,
    title: "E-commerce headless",
    description: "Nuovo backend del catalogo e del carrello in Go, su AWS, per il sito e le app.",
    sector: "retail",
    city: "Bergamo",
    remote: true,
    positions: [
      {
        title: "Go Backend Developer",
        seniority: "senior",
        city: "Bergamo",
        remote_allowed: true,
        max_daily_rate: 450,
        start: 25,
        end: 270,
        mandatory: [
          ["Go", 5],
          ["Docker", 3],
        ],
        nice: ["Kubernetes", "AWS", "PostgreSQL"],
        languages: [en("B2")],
        description: "Servizi di catalogo, prezzi e carrello; prestazioni e osservabilità.",
      },
      {
        title: "DevOps Engineer AWS",
        seniority: "senior",
        city: null,
        remote_allowed: true,
        max_daily_rate: 480,
        start: 25,
        end: 270,
        mandatory: [
          ["AWS", 4],
          ["Terraform", 3],
        ],
        nice: ["Kubernetes", "Docker", "Linux"],
        languages: [en("B2")],
        description: "Infrastruttura AWS come codice, pipeline e costi del cloud.",
      },
    ],
  },
];

function technologyId(lookups: Lookups, name: string): number {
  const id = lookups.technologies.get(name.toLowerCase());
  if (id === undefined) throw new Error(`demo needs: unknown technology ${name}`);
  return id;
}

/**
 * Writes the demo needs (inside the demo seed's transaction) and answers the ids of the published positions, whose
 * compatible profiles the seed then computes.
 */
export async function insertDemoNeeds(
  tx: Tx,
  lookups: Lookups,
  today: Date,
  companyIdOf: (key: string) => number,
  creatorOf: (companyKey: string) => number | null,
): Promise<void> {
  for (const spec of DEMO_NEEDS) {
    const stamp = new Date(today.getTime() - spec.daysAgo * 86_400_000);
    const published = spec.status === "published";
    const [row] = await tx
      .insert(need)
      .values({
        companyId: companyIdOf(spec.companyKey),
        type: spec.type,
        status: spec.status,
        title: spec.title,
        description: spec.description,
        sectorCode: lookups.sectors.has(spec.sector ?? "") ? spec.sector : null,
        city: spec.city,
        remoteAllowed: spec.remote,
        anonymous: spec.anonymous ?? false,
        budget: spec.type === "fp" ? String(spec.budget) : null,
        deadline: spec.type === "fp" ? addDays(today, spec.deadlineDays) : null,
        createdBy: creatorOf(spec.companyKey),
        publishedAt: published ? stamp : null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: need.id });
    if (spec.type !== "tm") continue;
    const positions: PositionInput[] = spec.positions.map((p) => ({
      title: p.title,
      seniority: p.seniority,
      city: p.city,
      remote_allowed: p.remote_allowed,
      max_daily_rate: p.max_daily_rate,
      profiles_wanted: p.profiles ?? 1,
      date_start: addDays(today, p.start),
      date_end: addDays(today, p.end),
      description: p.description,
      mandatory_skills: p.mandatory.map(([name, minYears]) => ({
        technology_id: technologyId(lookups, name),
        min_years: minYears ?? null,
      })),
      nice_skills: p.nice.map((name) => ({ technology_id: technologyId(lookups, name) })),
      languages: p.languages,
    }));
    await insertPositions(tx, row!.id, positions, spec.status, published ? stamp : null);
  }
}
