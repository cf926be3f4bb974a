import type { CompanyType } from "@mkt/contracts";
import type { Seniority } from "./demo-titles.ts";

/** One demo company. Codes refer to the encoded lists (number_employees, revenue, how_do_you_know) and job sectors. */
export type DemoCompanySpec = {
  key: string;
  type: CompanyType;
  name: string;
  city: string;
  /** Foreign companies only: country and the VAT number as the company writes it. */
  foreign?: { country: "DE" | "ES" | "FR"; vatNumber: string };
  website: string;
  description: string;
  sectors: readonly string[];
  employees: string;
  revenue: string;
  howDoYouKnow: string;
  /** Documentation status (default 2) and, for status 4, the deadline in days from today (negative = passed). */
  docStatus?: 1 | 2 | 3 | 4;
  docLimitDays?: number;
  reviewStatus?: "pending" | "approved" | "rejected";
  profiled?: boolean;
  /** Consultant profiles owned by the company (employees, students; freelance companies always own one). */
  profiles: number;
  /** Freelance companies: the one person behind the company, and the family of their profile. */
  owner?: { firstname: string; lastname: string; family: string; seniority: Seniority };
};

/** Clients and suppliers; academies, freelancers and the platform companies are in demo-companies-more.ts. */
export const DEMO_MARKET_COMPANIES: readonly DemoCompanySpec[] = [
  // Clients
  {
    key: "client-bank",
    type: "client",
    name: "Banca Popolare del Naviglio S.p.A.",
    city: "Milano",
    website: "https://www.bancanaviglio.it",
    description:
      "Banca popolare lombarda con oltre 120 filiali. Sta rinnovando i canali digitali e la piattaforma di core banking.",
    sectors: ["banking"],
    employees: "1000+",
    revenue: "gt-50m",
    howDoYouKnow: "linkedin",
    profiles: 0,
  },
  {
    key: "client-insurance",
    type: "client",
    name: "Assicurazioni Tiberine S.p.A.",
    city: "Roma",
    website: "https://www.tiberineassicurazioni.it",
    description:
      "Compagnia assicurativa danni e vita. Cerca competenze per la migrazione al cloud dei sistemi di polizza.",
    sectors: ["insurance"],
    employees: "501-1000",
    revenue: "gt-50m",
    howDoYouKnow: "event",
    profiles: 0,
  },
  {
    key: "client-retail",
    type: "client",
    name: "Gruppo Distribuzione Emiliana S.p.A.",
    city: "Bologna",
    website: "https://www.gdemiliana.it",
    description: "Catena della grande distribuzione con 85 punti vendita e un e-commerce in forte crescita.",
    sectors: ["retail", "logistics"],
    employees: "1000+",
    revenue: "gt-50m",
    howDoYouKnow: "search",
    profiles: 0,
  },
  {
    key: "client-manufacturing",
    type: "client",
    name: "Officine Meccaniche Subalpine S.p.A.",
    city: "Torino",
    website: "https://www.omsubalpine.it",
    description:
      "Produttore di componenti per l'automotive. Progetti di Industria 4.0, MES e manutenzione predittiva.",
    sectors: ["manufacturing", "automotive"],
    employees: "501-1000",
    revenue: "gt-50m",
    howDoYouKnow: "partner",
    profiles: 0,
  },
  {
    key: "client-energy",
    type: "client",
    name: "Energia Partenopea S.p.A.",
    city: "Napoli",
    website: "https://www.energiapartenopea.it",
    description:
      "Utility per luce e gas nel Sud Italia. Investe in smart metering, analisi dei dati e app per i clienti.",
    sectors: ["energy"],
    employees: "201-500",
    revenue: "gt-50m",
    howDoYouKnow: "word-of-mouth",
    profiles: 0,
  },
  {
    key: "client-pharma",
    type: "client",
    name: "Laboratori Farmaceutici Euganei S.p.A.",
    city: "Padova",
    website: "https://www.lfeuganei.it",
    description:
      "Azienda farmaceutica con sede a Padova. Cerca consulenti per progetti SAP e di data governance.",
    sectors: ["healthcare"],
    employees: "201-500",
    revenue: "10m-50m",
    howDoYouKnow: "press",
    profiles: 0,
  },
  {
    key: "client-logistics",
    type: "client",
    name: "Porto Logistica Ligure S.r.l.",
    city: "Genova",
    website: "https://www.portologisticaligure.it",
    description:
      "Operatore logistico portuale. Digitalizza il tracciamento dei container e la gestione dei magazzini.",
    sectors: ["logistics"],
    employees: "51-200",
    revenue: "10m-50m",
    howDoYouKnow: "linkedin",
    profiled: false,
    reviewStatus: "pending",
    profiles: 0,
  },
  // Suppliers
  {
    key: "supplier-main",
    type: "supplier",
    name: "Nexum Consulting S.r.l.",
    city: "Milano",
    website: "https://www.nexumconsulting.it",
    description:
      "Società di consulenza IT specializzata in sviluppo Java, cloud e data engineering per banche e assicurazioni.",
    sectors: ["consulting", "banking", "insurance"],
    employees: "201-500",
    revenue: "10m-50m",
    howDoYouKnow: "linkedin",
    profiles: 48,
  },
  {
    key: "supplier-large",
    type: "supplier",
    name: "Sistemi Informativi Romani S.p.A.",
    city: "Roma",
    website: "https://www.sirom.it",
    description:
      "System integrator con oltre 1.500 consulenti. Forte presenza nella pubblica amministrazione e nelle telco.",
    sectors: ["consulting", "public", "telco"],
    employees: "1000+",
    revenue: "gt-50m",
    howDoYouKnow: "event",
    profiles: 70,
  },
  {
    key: "supplier-revision",
    type: "supplier",
    name: "Tecnoservizi Piemonte S.r.l.",
    city: "Torino",
    website: "https://www.tecnoservizipiemonte.it",
    description:
      "Consulenza SAP e sviluppo software per l'industria manifatturiera e l'automotive piemontese.",
    sectors: ["consulting", "manufacturing", "automotive"],
    employees: "51-200",
    revenue: "2m-10m",
    howDoYouKnow: "partner",
    docStatus: 1,
    reviewStatus: "pending",
    profiles: 25,
  },
  {
    key: "supplier-doc-due",
    type: "supplier",
    name: "Bitlab Bologna S.r.l.",
    city: "Bologna",
    website: "https://www.bitlabbologna.it",
    description:
      "Software house giovane e dinamica: web app, app mobile e prodotti digitali per retail e media.",
    sectors: ["consulting", "retail", "media"],
    employees: "11-50",
    revenue: "500k-2m",
    howDoYouKnow: "search",
    docStatus: 4,
    docLimitDays: 21,
    profiles: 12,
  },
  {
    key: "supplier-doc-expired",
    type: "supplier",
    name: "Vesuvio Digital S.r.l.",
    city: "Napoli",
    website: "https://www.vesuviodigital.it",
    description: "Consulenza su cloud, DevOps e sicurezza informatica, con un centro di competenza a Napoli.",
    sectors: ["consulting", "energy"],
    employees: "51-200",
    revenue: "2m-10m",
    howDoYouKnow: "word-of-mouth",
    docStatus: 4,
    docLimitDays: -12,
    profiles: 24,
  },
  {
    key: "supplier-rejected",
    type: "supplier",
    name: "Arno Software Factory S.r.l.",
    city: "Firenze",
    website: "https://www.arnosoftware.it",
    description: "Sviluppo di applicazioni gestionali e portali web per PMI toscane.",
    sectors: ["consulting"],
    employees: "11-50",
    revenue: "500k-2m",
    howDoYouKnow: "other",
    docStatus: 3,
    reviewStatus: "rejected",
    profiles: 10,
  },
  {
    key: "supplier-verona",
    type: "supplier",
    name: "Scaligera Data S.r.l.",
    city: "Verona",
    website: "https://www.scaligeradata.it",
    description: "Boutique di data & analytics: data platform, business intelligence e machine learning.",
    sectors: ["consulting", "retail", "healthcare"],
    employees: "11-50",
    revenue: "2m-10m",
    howDoYouKnow: "linkedin",
    profiles: 14,
  },
  {
    key: "supplier-bari",
    type: "supplier",
    name: "Levante Tech Solutions S.r.l.",
    city: "Bari",
    website: "https://www.levantetech.it",
    description:
      "Centro di sviluppo nearshore in Puglia: sviluppo applicativo, test e manutenzione evolutiva.",
    sectors: ["consulting", "telco", "public"],
    employees: "51-200",
    revenue: "2m-10m",
    howDoYouKnow: "event",
    profiles: 26,
  },
  {
    key: "supplier-genova",
    type: "supplier",
    name: "Lanterna Cloud Engineering S.r.l.",
    city: "Genova",
    website: "https://www.lanternacloud.it",
    description: "Piccolo team di architetti cloud certificati AWS e Azure.",
    sectors: ["consulting", "logistics"],
    employees: "2-10",
    revenue: "100k-500k",
    howDoYouKnow: "search",
    profiled: false,
    profiles: 6,
  },
  {
    key: "supplier-de",
    type: "supplier",
    name: "Nordlicht IT-Beratung GmbH",
    city: "München",
    foreign: { country: "DE", vatNumber: "DE 281 746 593" },
    website: "https://www.nordlicht-it.de",
    description:
      "Società di consulenza tedesca attiva in Italia su progetti SAP e di automazione industriale.",
    sectors: ["consulting", "manufacturing", "automotive"],
    employees: "201-500",
    revenue: "10m-50m",
    howDoYouKnow: "partner",
    profiles: 15,
  },
  {
    key: "supplier-es",
    type: "supplier",
    name: "Soluciones Digitales Ibéricas S.L.",
    city: "Madrid",
    foreign: { country: "ES", vatNumber: "ES B-86543217" },
    website: "https://www.solucionesibericas.es",
    description:
      "Consulenza spagnola specializzata in Salesforce, ServiceNow e test automatici, con team da remoto.",
    sectors: ["consulting", "telco", "retail"],
    employees: "51-200",
    revenue: "2m-10m",
    howDoYouKnow: "linkedin",
    profiles: 12,
  },
];
