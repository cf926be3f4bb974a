import { companyTypeForRole, must, ROLE, type RoleId, type ServiceContentInput } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { company, notification, productCategory } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, login, type TestHarness } from "../../test/app.ts";
import { startFreePlan, startPlan } from "../plans/service.ts";

/** Test helpers of the services module: signed-in members of fresh companies, a valid content, the calls. */
export function serviceKit(t: TestHarness) {
  const db = () => t.database.db;

  /** A signed-in user of a new company on its free plan (Fornitore Free: one published service). */
  async function member(
    role: RoleId,
    options: { docStatus?: number; planId?: number | null; language?: "it" | "en" } = {},
  ) {
    const signedIn = await createUserAndLogin(db(), t.app, role, { language: options.language ?? "it" });
    const companyId = signedIn.user.companyId;
    if (options.planId === undefined) await startFreePlan(db(), companyId, companyTypeForRole(role));
    else if (options.planId !== null)
      await startPlan(db(), companyId, { id: options.planId, creditsYear: 0 }, "2099-12-31", "test");
    if (options.docStatus === undefined) return { ...signedIn, companyId };
    await db().update(company).set({ docStatus: options.docStatus }).where(eq(company.id, companyId));
    return { ...signedIn, token: (await login(t.app, signedIn.user.email)).token, companyId };
  }

  async function colleague(companyId: number, role: RoleId) {
    const user = await createUser(db(), { role, companyId });
    return { user, token: (await login(t.app, user.email)).token, companyId };
  }

  async function categoryId(code = "cloud_migration") {
    const [row] = await db()
      .select({ id: productCategory.id })
      .from(productCategory)
      .where(eq(productCategory.code, code));
    return must(row, `category ${code}`).id;
  }

  async function content(overrides: Partial<ServiceContentInput> = {}): Promise<ServiceContentInput> {
    return {
      title_it: "Migrazione cloud",
      title_en: "Cloud migration",
      description_it: "Portiamo i vostri sistemi su AWS in sei settimane.",
      description_en: "We move your systems to AWS in six weeks.",
      category_id: await categoryId(),
      delivery_model: "fixed_price",
      price_kind: "from",
      price_min: 5000,
      ...overrides,
    };
  }

  async function call(
    token: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** A service created with the default content; its id. */
  async function created(token: string, overrides: Partial<ServiceContentInput> = {}) {
    const res = await call(token, "POST", "/services", await content(overrides));
    if (res.status !== 201) throw new Error(`create service ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data.id as number;
  }

  /** A service created, submitted and approved by staff; its id. */
  async function approved(token: string, staffToken: string, overrides: Partial<ServiceContentInput> = {}) {
    const id = await created(token, overrides);
    expect200(await call(token, "POST", `/services/${id}/submit`));
    expect200(await call(staffToken, "POST", `/services/${id}/approve`));
    return id;
  }

  async function notificationsOf(userId: number) {
    return db().select().from(notification).where(eq(notification.userId, userId));
  }

  const staff = () => member(ROLE.ADMINISTRATOR, { planId: null });

  return { member, colleague, categoryId, content, call, created, approved, notificationsOf, staff };
}

function expect200(res: { status: number; body: unknown }) {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(res.body)}`);
}
