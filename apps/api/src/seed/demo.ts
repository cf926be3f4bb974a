import { DOCUMENT_EDITOR_ROLES, type DocumentationSettings, must, ROLE, ROLE_NAMES } from "@mkt/contracts";
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { appSetting, appUser, company, creditLedger, position } from "../db/schema/index.ts";
import { SettingsStore } from "../lib/settings.ts";
import { hashPassword } from "../modules/auth/index.ts";
import { readDocumentationSettings } from "../modules/company/index.ts";
import { markProfilesMatched, recomputePositionMatches } from "../modules/matching/index.ts";
import { backfillPlaceIds } from "../modules/places/index.ts";
import { startPlan } from "../modules/plans/index.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_ACCOUNT_SPECS, SURVEY_DEMO_ACCOUNT } from "./demo-accounts.ts";
import { insertDemoCollaborations } from "./demo-collaborations.ts";
import { encodedId, insertCompanySectors, insertProfiles, loadLookups, sectorRows } from "./demo-db.ts";
import { type DemoDocumentFile, insertDemoDocuments } from "./demo-documents.ts";
import { insertDemoNeeds } from "./demo-needs.ts";
import { buildDemoPlan, type DemoPlan } from "./demo-plan.ts";
import { insertDemoQuotes } from "./demo-quotes.ts";
import { insertDemoServiceRequests } from "./demo-service-requests.ts";
import { insertDemoServices } from "./demo-services.ts";

export const DEMO_PASSWORD = "Demo2026!";

/** One login per role (§6), all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: { role: string; roleId: number; email: string }[] = DEMO_ACCOUNT_SPECS.map(
  (a) => ({
    role: ROLE_NAMES[a.roleId],
    roleId: a.roleId,
    email: a.email,
  }),
);

const DEMO_MARKER = "demo_seeded";

/**
 * The demo Company Administrator organisation's member companies (issue 17 item 5, company.admin_company_id):
 * market companies that none of the main demo accounts belongs to.
 */
export const DEMO_MEMBER_COMPANY_KEYS = [
  "client-retail",
  "client-logistics",
  "supplier-verona",
  "freelance-data",
] as const;

/**
 * Seeds the realistic demo (companies, users, consultant profiles) once. The marker row is inserted first
 * inside the same transaction, so when two instances start together only one of them seeds; answers
 * whether this call seeded. With the app's storage, the companies that sent their documentation (in review or
 * approved) get its PDFs, written once the transaction has committed (the postgres storage writes on the outer
 * handle, which PGlite cannot use inside a transaction); without it, no company has documents.
 */
export async function seedDemo(db: Db, storage?: Storage): Promise<boolean> {
  const settings = new SettingsStore(db);
  if ((await settings.get(DEMO_MARKER)) !== undefined) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = new Date();
  const plan = buildDemoPlan(today);
  const documentation = storage ? await readDocumentationSettings(settings) : null;
  let files: DemoDocumentFile[] = [];
  const seeded = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(appSetting)
      .values({ key: DEMO_MARKER, value: { seededAt: today.toISOString(), profiles: plan.profiles.length } })
      .onConflictDoNothing()
      .returning({ key: appSetting.key });
    if (marker.length === 0) return false;
    files = await writeDemo(tx, plan, passwordHash, documentation);
    return true;
  });
  if (seeded && storage) for (const file of files) await storage.put(file.key, file.data);
  return seeded;
}

async function writeDemo(
  tx: Tx,
  plan: DemoPlan,
  passwordHash: string,
  documentation: DocumentationSettings | null,
): Promise<DemoDocumentFile[]> {
  const lookups = await loadLookups(tx);
  const companyRows = await tx
    .insert(company)
    .values(
      plan.companies.map((c) => ({
        type: c.type,
        name: c.name,
        vatNumber: c.vatNumber,
        vatKey: c.vatKey,
        foreignCompany: c.foreignCompany,
        country: c.country,
        city: c.city,
        website: c.website,
        description: c.description,
        howDoYouKnowId: encodedId(lookups, "how_do_you_know", c.howDoYouKnowCode),
        numberEmployeesId: encodedId(lookups, "number_employees", c.employeesCode),
        revenueId: encodedId(lookups, "revenue", c.revenueCode),
        profiled: c.profiled,
        docStatus: c.docStatus,
        docLimitDate: c.docLimitDate,
        reviewStatus: c.reviewStatus,
        // The demo's freelancers were checked by staff (freelance/checkValidFreelance), so they can quote.
        freelanceVerifiedAt: c.type === "freelance" ? new Date() : null,
        nMaxSupplier: c.nMaxSupplier,
        nMaxUsers: c.nMaxUsers,
      })),
    )
    .returning({ id: company.id, vatKey: company.vatKey });
  const idByVatKey = new Map(companyRows.map((r) => [r.vatKey, r.id]));
  const companyId = new Map(plan.companies.map((c) => [c.key, idByVatKey.get(c.vatKey) ?? 0]));
  const idOf = (key: string) => {
    const id = companyId.get(key);
    if (!id) throw new Error(`demo company ${key} was not inserted`);
    return id;
  };
  await insertCompanySectors(
    tx,
    plan.companies.flatMap((c) => sectorRows(lookups, idOf(c.key), c.sectors)),
  );
  // The demo organisation looks after a few member companies (setting the same value again changes nothing).
  await tx
    .update(company)
    .set({ adminCompanyId: idOf("company-admin") })
    .where(inArray(company.id, DEMO_MEMBER_COMPANY_KEYS.map(idOf)));
  const confirmedAt = new Date();
  const userRows = await tx
    .insert(appUser)
    .values(
      plan.users.map((u) => ({
        companyId: idOf(u.companyKey),
        roleId: u.roleId,
        firstname: u.firstname,
        lastname: u.lastname,
        email: u.email,
        passwordHash,
        phone: u.phone,
        language: u.language,
        emailConfirmedAt: confirmedAt,
        profileImageName: u.female ? "avatar-woman.svg" : "avatar-man.svg",
        versionProduct: 2,
        // §4 survey: only its dedicated demo account has not answered yet.
        sendFeedback: u.email !== SURVEY_DEMO_ACCOUNT.email,
      })),
    )
    .returning({ id: appUser.id, email: appUser.email });
  const userId = new Map(userRows.map((r) => [r.email, r.id]));
  await insertProfiles(
    tx,
    plan.profiles.map((p) => ({
      companyId: idOf(p.companyKey),
      userId: p.userEmail ? (userId.get(p.userEmail) ?? null) : null,
      profile: p.profile,
    })),
    lookups,
  );
  await startDemoPlans(tx, idOf, userId.get("client@demo.test") ?? null);
  const creatorByCompany = new Map<string, number>();
  for (const u of plan.users) {
    const id = userId.get(u.email);
    if (id && u.roleId === ROLE.CLIENT && !creatorByCompany.has(u.companyKey))
      creatorByCompany.set(u.companyKey, id);
  }
  creatorByCompany.set("client-bank", userId.get("client@demo.test") ?? 0);
  await insertDemoNeeds(tx, lookups, new Date(), idOf, (key) => creatorByCompany.get(key) || null);
  // The demo's cities resolved to places (issue 22), then the compatible profiles of every open demo position, as
  // the needs service computes them on publish.
  await backfillPlaceIds(tx);
  const open = await tx.select({ id: position.id }).from(position).where(eq(position.status, "published"));
  for (const p of open) await recomputePositionMatches(tx, p.id);
  // Every demo profile was written before these rankings: none waits for the matching sweep.
  await markProfilesMatched(tx);
  await insertDemoQuotes(tx, idOf, new Date());
  await insertDemoCollaborations(tx, idOf, (email) => userId.get(email) ?? null, new Date());
  await insertDemoServices(tx, idOf, (email) => userId.get(email) ?? null, new Date());
  await insertDemoServiceRequests(tx, idOf, (email) => userId.get(email) ?? null, new Date());
  if (!documentation) return [];
  const editorRoles: readonly number[] = DOCUMENT_EDITOR_ROLES;
  const uploaderByCompany = new Map<string, number>();
  for (const u of plan.users) {
    const id = userId.get(u.email);
    if (id && editorRoles.includes(u.roleId) && !uploaderByCompany.has(u.companyKey))
      uploaderByCompany.set(u.companyKey, id);
  }
  return insertDemoDocuments(
    tx,
    plan.companies,
    documentation,
    {
      company: idOf,
      uploader: (key) => uploaderByCompany.get(key) ?? null,
      reviewer: userId.get("admin@demo.test") ?? null,
    },
    new Date(),
  );
}

/**
 * The demo's paying customers: the demo client on Business with part of its credits spent, the demo supplier on
 * Fornitore Pro. Every other company gets its free plan from the start-up backfill.
 */
async function startDemoPlans(
  tx: Tx,
  idOf: (key: string) => number,
  clientUserId: number | null,
): Promise<void> {
  const inMonths = (months: number) => {
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.toISOString().slice(0, 10);
  };
  const client = idOf("client-bank");
  await startPlan(tx, client, { id: 3, creditsYear: 200 }, inMonths(8), "demo");
  const spent = ["download_cv", "request_available", "information_blocked", "download_cv", "emails_contact"];
  await tx.insert(creditLedger).values(
    Array.from({ length: 37 }, (_, i) => ({
      companyId: client,
      delta: -1,
      reason: "spend",
      functionState: must(spent[i % spent.length], "a spent function"),
      reference: `demo:${i + 1}`,
      userId: clientUserId,
    })),
  );
  await startPlan(tx, idOf("supplier-main"), { id: 8, creditsYear: 0 }, inMonths(10), "demo");
}
