import { CLIENT_FUNCTIONS, SUPPLIER_FUNCTIONS, SUPPLIER_PLAN_CHARGE, SUPPLIER_PLAN_ID } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import type { plan } from "../../db/schema/index.ts";
import { insertMissingPlans } from "./queries.ts";

type PlanSeed = typeof plan.$inferInsert;

const clientBasic = ["manage_users", "SPC", "tEm", "PFP", "chat", "request_available", "download_cv"];
const clientStarter = [
  ...clientBasic,
  "VP",
  "information_blocked",
  "emails_contact",
  "share_profile_information",
  "share_position_information",
];

/**
 * The plan catalogue. Ids are stable: 8 is the supplier plan bought through checkout with charge
 * piano-fornitori-cost (§9); 13 is the partner plan that hides Upgrade. Legacy plans are not sold.
 */
export const PLAN_CATALOGUE: PlanSeed[] = [
  {
    id: 1,
    audience: "client",
    name: "Free",
    title: "Gratuito per iniziare",
    priceYear: "0",
    creditsYear: 5,
    maxProject: 1,
    maxPosition: 2,
    nMaxUsers: 1,
    functions: clientBasic,
    sort: 1,
  },
  {
    id: 2,
    audience: "client",
    name: "Starter",
    title: "Per team che assumono spesso",
    priceYear: "1490",
    creditsYear: 50,
    maxProject: 5,
    maxPosition: 10,
    nMaxUsers: 3,
    functions: clientStarter,
    sort: 2,
  },
  {
    id: 3,
    audience: "client",
    name: "Business",
    title: "Per aziende strutturate",
    priceYear: "3900",
    creditsYear: 200,
    maxProject: null,
    maxPosition: null,
    nMaxUsers: 10,
    functions: [...CLIENT_FUNCTIONS],
    sort: 3,
  },
  {
    id: 4,
    audience: "client",
    name: "Enterprise",
    title: "Per gruppi e grandi organizzazioni",
    priceYear: "9900",
    creditsYear: 1000,
    maxProject: null,
    maxPosition: null,
    nMaxUsers: null,
    functions: [...CLIENT_FUNCTIONS],
    sort: 4,
  },
  {
    id: 5,
    audience: "client",
    name: "Premium 2023",
    title: "Piano storico",
    priceYear: "990",
    creditsYear: 30,
    maxProject: 3,
    maxPosition: 6,
    nMaxUsers: 2,
    functions: clientStarter,
    isOldPlan: true,
    active: false,
    sort: 9,
  },
  {
    id: 7,
    audience: "supplier",
    name: "Fornitore Free",
    maxServices: 1,
    title: "Per farsi conoscere",
    priceYear: "0",
    creditsYear: 0,
    maxProject: null,
    maxPosition: 3,
    nMaxUsers: 1,
    transactionFee: "10",
    functions: ["manage_users_supplier", "tEm", "PFP", "chat"],
    sort: 1,
  },
  {
    id: SUPPLIER_PLAN_ID,
    audience: "supplier",
    name: "Fornitore Pro",
    maxServices: 20,
    title: "Tutte le opportunità, commissioni ridotte",
    priceYear: "1200",
    creditsYear: 0,
    maxProject: null,
    maxPosition: null,
    nMaxUsers: 10,
    transactionFee: "5",
    functions: [...SUPPLIER_FUNCTIONS],
    chargeCode: SUPPLIER_PLAN_CHARGE,
    sort: 2,
  },
  {
    id: 6,
    audience: "supplier",
    name: "Fornitore 2023",
    maxServices: 10,
    title: "Piano storico",
    priceYear: "600",
    creditsYear: 0,
    maxProject: null,
    maxPosition: 10,
    nMaxUsers: 3,
    transactionFee: "8",
    functions: ["manage_users_supplier", "SPC", "tEm", "PFP", "chat", "search_partner"],
    isOldPlan: true,
    active: false,
    sort: 9,
  },
  {
    id: 13,
    audience: "supplier",
    name: "Partner",
    maxServices: null,
    title: "Accordo di partnership",
    priceYear: "0",
    creditsYear: 0,
    maxProject: null,
    maxPosition: null,
    nMaxUsers: null,
    transactionFee: "0",
    functions: [...SUPPLIER_FUNCTIONS],
    active: false,
    sort: 8,
  },
];

/** Inserts missing plans; existing rows keep what staff edited. */
export async function seedPlans(db: DbOrTx): Promise<void> {
  await insertMissingPlans(db, PLAN_CATALOGUE);
}

/** The free plan each audience starts on. */
export const FREE_PLAN_ID = { client: 1, supplier: 7 } as const;
