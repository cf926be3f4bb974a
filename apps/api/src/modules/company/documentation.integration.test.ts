import {
  DEFAULT_DOCUMENTATION_SETTINGS,
  DOCUMENTATION_DEADLINE_KEY,
  documentExpiry,
  must,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appUser,
  auditLog,
  company,
  companyDocument,
  emailOutbox,
  notification,
} from "../../db/schema/index.ts";
import {
  bearer,
  createUser,
  createUserAndLogin,
  login,
  multipart,
  nextVat,
  TINY_PDF,
  useTestApp,
} from "../../test/app.ts";
import { expireDocumentation, remindExpiringDocuments } from "./index.ts";

const NON_STAFF: RoleId[] = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.FREELANCER,
  ROLE.COMPANY_ADMINISTRATOR,
];
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("company documentation lifecycle (§4)", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const upload = (token: string, kind: string, name = `${kind}.pdf`, expires?: string) => {
    const file = multipart("file", name, TINY_PDF, "application/pdf");
    return t.app.inject({
      method: "POST",
      url: `/api/company/documents?kind=${kind}${expires ? `&expires_at=${expires}` : ""}`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(token) },
    });
  };
  const submit = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/company/documentation/submit", headers: bearer(token) });
  const decide = (token: string, companyId: number, payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/companies/${companyId}/documentation`,
      payload: payload as Record<string, unknown>,
      headers: bearer(token),
    });
  const overview = async (token: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/company/documentation",
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const lastMail = async (to: string) =>
    (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)))[0];

  async function newSupplier(language: "it" | "en" = "en") {
    const s = await createUserAndLogin(db(), t.app, ROLE.SUPPLIER, { language });
    await db()
      .update(company)
      .set({ docStatus: 4, docLimitDate: "2030-01-01", name: "Verdi Servizi" })
      .where(eq(company.id, s.user.companyId));
    return s;
  }

  it("registers every new company, client included, at 4 with the configured deadline", async () => {
    await t.ctx.settings.set(DOCUMENTATION_DEADLINE_KEY, 12);
    for (const [role, email] of [
      [ROLE.CLIENT, "new-client@doc.test"],
      [ROLE.SUPPLIER, "new-supplier@doc.test"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          role_id: role,
          firstname: "Sara",
          lastname: "Galli",
          email,
          password: "Piano2026x",
          company_name: `Galli ${role}`,
          vat_number: nextVat(),
          terms_accepted: true,
        },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await db()
        .select({ status: company.docStatus, limit: company.docLimitDate })
        .from(company)
        .innerJoin(appUser, eq(appUser.companyId, company.id))
        .where(eq(appUser.email, email));
      expect(row).toEqual({ status: 4, limit: inDays(12) });
    }
  });

  it("uploads configured kinds with their expiry, sends once every required kind is there", async () => {
    const s = await newSupplier();
    const unknown = await upload(s.token, "passport");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: "kind", message: "Invalid value." }),
    ]);
    const past = await upload(s.token, "durc", "durc.pdf", "2020-01-01");
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([expect.objectContaining({ field: "expires_at" })]);

    const chamber = await upload(s.token, "chamber_of_commerce");
    expect(chamber.statusCode).toBe(200);
    expect(chamber.json().data).toMatchObject({ status: "pending", expires_at: documentExpiry(today(), 6) });
    const durc = await upload(s.token, "durc", "durc.pdf", inDays(90));
    expect(durc.json().data.expires_at).toBe(inDays(90));

    let view = await overview(s.token);
    expect(view).toMatchObject({ id_doc_status: 4, missing: ["framework_agreement"] });
    expect(view.kinds.find((k: { code: string }) => k.code === "chamber_of_commerce")).toEqual({
      code: "chamber_of_commerce",
      label: "Chamber of commerce registration",
      required: true,
      validity_months: 6,
    });
    const early = await submit(s.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("documentation.incomplete");

    expect((await upload(s.token, "framework_agreement")).json().data.expires_at).toBeNull();
    expect((await submit(s.token)).json().data).toEqual({ id_doc_status: 1 });
    view = await overview(s.token);
    expect(view).toMatchObject({
      id_doc_status: 1,
      missing: [],
      last_event: { action: "documentation_submitted" },
    });
    expect((await submit(s.token)).json().code).toBe("documentation.wrong_status");

    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMIN_MANAGEMENT);
    const counter = await t.app.inject({
      method: "GET",
      url: "/api/company/countCompanyPending",
      headers: bearer(admin.token),
    });
    expect(counter.json().data).toBe(1);
  });

  it("blocks with a 3–500 character reason and approves as a whole: audited, notified, e-mailed", async () => {
    const s = await newSupplier("en");
    await upload(s.token, "chamber_of_commerce");
    await upload(s.token, "framework_agreement");
    await submit(s.token);
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR, { language: "it" });
    const cases: [unknown, string, string][] = [
      [{ status: 3 }, "reason", "Campo obbligatorio."],
      [{ status: 3, reason: "  no " }, "reason", "Inserisci almeno 3 caratteri."],
      [{ status: 3, reason: "x".repeat(501) }, "reason", "Inserisci al massimo 500 caratteri."],
      [{ status: 1 }, "status", "Valore non valido."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await decide(admin.token, s.user.companyId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field, message })]);
    }
    const reason = "The framework agreement is not signed.";
    const blocked = await decide(admin.token, s.user.companyId, { status: 3, reason: ` ${reason} ` });
    expect(blocked.json().data).toEqual({ id_doc_status: 3 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectCompanyId, s.user.companyId), eq(auditLog.action, "documentation_blocked")),
      );
    expect(audit).toMatchObject({ actorUserId: admin.user.id, assumedByUserId: null });
    expect(audit?.details).toMatchObject({ reason, doc_status_before: 1, doc_status_after: 3 });
    const [note] = await db().select().from(notification).where(eq(notification.userId, s.user.id));
    expect(note).toMatchObject({ type: "documentation_blocked", link: "/company_profile_supplier" });
    const blockedMail = must(await lastMail(s.user.email), "the block mail");
    expect(blockedMail).toMatchObject({ template: "documentation_blocked", language: "en" });
    expect(blockedMail.subject).toBe("Documentation blocked: Verdi Servizi");
    expect(blockedMail.text).toContain(reason);
    expect((await decide(admin.token, s.user.companyId, { status: 3, reason })).json().code).toBe(
      "documentation.wrong_status",
    );

    const approved = await decide(admin.token, s.user.companyId, { status: 2 });
    expect(approved.json().data).toEqual({ id_doc_status: 2 });
    const docs = await db()
      .select()
      .from(companyDocument)
      .where(eq(companyDocument.companyId, s.user.companyId));
    expect(docs.map((d) => d.status)).toEqual(["approved", "approved"]);
    const [row] = await db().select().from(company).where(eq(company.id, s.user.companyId));
    expect(row).toMatchObject({ docStatus: 2, docLimitDate: null });
    expect(await lastMail(s.user.email)).toMatchObject({
      template: "documentation_approved",
      subject: "Documentation approved: Verdi Servizi",
    });
    expect(await overview(s.token)).toMatchObject({
      id_doc_status: 2,
      last_event: { action: "documentation_approved" },
    });
  });

  it("refuses to approve documentation missing a required kind, and 404s unknown or staff companies", async () => {
    const s = await newSupplier();
    await upload(s.token, "chamber_of_commerce");
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    const res = await decide(admin.token, s.user.companyId, { status: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("documentation.incomplete");
    expect((await decide(admin.token, 999999, { status: 2 })).statusCode).toBe(404);
    expect((await decide(admin.token, admin.user.companyId, { status: 2 })).statusCode).toBe(404);
  });

  it("reminds once before a document expires, then moves an expired company back to missing", async () => {
    const s = await newSupplier("it");
    await upload(s.token, "chamber_of_commerce", "visura.pdf", inDays(10));
    await upload(s.token, "framework_agreement");
    await submit(s.token);
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    await decide(admin.token, s.user.companyId, { status: 2 });
    await t.ctx.settings.set(DOCUMENTATION_DEADLINE_KEY, 20);

    expect(await remindExpiringDocuments(t.ctx)).toEqual([s.user.companyId]);
    expect(await remindExpiringDocuments(t.ctx)).toEqual([]);
    const reminder = must(await lastMail(s.user.email), "the reminder");
    expect(reminder).toMatchObject({ template: "document_expiring", language: "it" });
    expect(reminder.subject).toBe("Documento in scadenza: visura.pdf");
    expect(await expireDocumentation(t.ctx)).toEqual([]);

    await db()
      .update(companyDocument)
      .set({ expiresAt: inDays(-1) })
      .where(
        and(eq(companyDocument.companyId, s.user.companyId), eq(companyDocument.kind, "chamber_of_commerce")),
      );
    expect(await expireDocumentation(t.ctx)).toEqual([s.user.companyId]);
    expect(await expireDocumentation(t.ctx)).toEqual([]);
    const [row] = await db().select().from(company).where(eq(company.id, s.user.companyId));
    expect(row).toMatchObject({ docStatus: 4, docLimitDate: inDays(20) });
    expect(await lastMail(s.user.email)).toMatchObject({ template: "documentation_expired" });
    const view = await overview(s.token);
    expect(view).toMatchObject({
      id_doc_status: 4,
      missing: ["chamber_of_commerce"],
      last_event: { action: "documentation_expired" },
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectCompanyId, s.user.companyId), eq(auditLog.action, "documentation_expired")),
      );
    expect(audit).toMatchObject({
      actorUserId: null,
      details: expect.objectContaining({ kind: "chamber_of_commerce" }),
    });
  });

  it("lets the Administrator change the kinds, with field messages; uploads follow the new list", async () => {
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const put = (token: string, payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/documentation/settings",
        payload: payload as Record<string, unknown>,
        headers: bearer(token),
      });
    const [first] = DEFAULT_DOCUMENTATION_SETTINGS.kinds;
    const bad = await put(admin.token, {
      kinds: [must(first, "a kind"), { ...must(first, "a kind"), label_it: "x" }],
      reminder_days: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["kinds.1.code", "kinds.1.label_it", "reminder_days"]);
    const next = {
      kinds: [
        {
          code: "iso_9001",
          label_it: "Certificato ISO 9001",
          label_en: "ISO 9001 certificate",
          required_for: ["supplier"],
          validity_months: 36,
        },
      ],
      reminder_days: 15,
    };
    expect((await put(admin.token, next)).json().data).toEqual(next);
    const got = await t.app.inject({
      method: "GET",
      url: "/api/admin/documentation/settings",
      headers: bearer(admin.token),
    });
    expect(got.json().data).toEqual(next);
    const s = await newSupplier();
    expect((await upload(s.token, "chamber_of_commerce")).statusCode).toBe(400);
    expect((await upload(s.token, "iso_9001")).json().data.expires_at).toBe(documentExpiry(today(), 36));
    expect((await overview(s.token)).missing).toEqual([]);
    // Admin Management reads the kinds but only the Administrator changes them.
    const manager = await createUserAndLogin(db(), t.app, ROLE.ADMIN_MANAGEMENT);
    expect((await put(manager.token, next)).statusCode).toBe(403);
  });

  it("refuses anonymous (401) and every non-staff role (403) on staff calls; companies see only their own", async () => {
    const s = await newSupplier();
    const doc = (await upload(s.token, "chamber_of_commerce")).json().data.id as number;
    const calls = [
      {
        method: "POST" as const,
        url: `/api/admin/companies/${s.user.companyId}/documentation`,
        payload: { status: 2 },
      },
      { method: "GET" as const, url: "/api/admin/documentation/settings" },
      {
        method: "PUT" as const,
        url: "/api/admin/documentation/settings",
        payload: DEFAULT_DOCUMENTATION_SETTINGS,
      },
      { method: "GET" as const, url: "/api/admin/audit-log" },
      { method: "GET" as const, url: "/api/admin/audit-log.csv" },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    for (const role of NON_STAFF) {
      const user = await createUserAndLogin(db(), t.app, role);
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(user.token) });
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: "GET", url: "/api/company/documentation" })).statusCode).toBe(401);
    expect((await submit("")).statusCode).toBe(401);
    // Another supplier cannot download the document nor see it in its own list.
    const other = await newSupplier();
    const download = await t.app.inject({
      method: "GET",
      url: `/api/company/documents/${doc}`,
      headers: bearer(other.token),
    });
    expect(download.statusCode).toBe(404);
    const own = await t.app.inject({
      method: "GET",
      url: "/api/company/documents",
      headers: bearer(other.token),
    });
    expect(own.json().data).toEqual([]);
    // An employee of the company itself is not one of its document editors.
    const employee = await createUser(db(), { role: ROLE.SUPPLIER_EMPLOYEES, companyId: s.user.companyId });
    expect((await submit((await login(t.app, employee.email)).token)).statusCode).toBe(403);
  });

  it("pages and filters the audit log, names the staff behind an assumed session, exports CSV", async () => {
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const s = await newSupplier();
    await db()
      .update(appUser)
      .set({ firstname: "Marta", lastname: "Verdi" })
      .where(eq(appUser.id, s.user.id));
    // Staff act as the supplier and send its documentation: the entry names both.
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/auth/storeParamLoginAuth",
      payload: { email: s.user.email },
      headers: bearer(admin.token),
    });
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    const asSupplier = assumed.json().data.token as string;
    await upload(asSupplier, "chamber_of_commerce");
    await upload(asSupplier, "framework_agreement");
    expect((await submit(asSupplier)).statusCode).toBe(200);
    const staff = await createUserAndLogin(db(), t.app, ROLE.ADMIN_MANAGEMENT, { language: "en" });
    await decide(staff.token, s.user.companyId, { status: 3, reason: "Wrong agreement version." });

    const list = async (query: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/audit-log${query}`,
        headers: bearer(staff.token),
      });
      expect(res.statusCode, query).toBe(200);
      return res.json().data;
    };
    const onlyAssumed = await list("?assumed_only=1&action=documentation_submitted");
    expect(onlyAssumed.items).toHaveLength(1);
    expect(onlyAssumed.items[0]).toMatchObject({
      action: "documentation_submitted",
      actor: { id: s.user.id, name: "Marta Verdi" },
      assumed_by: { id: admin.user.id, email: admin.user.email },
      company: { id: s.user.companyId, name: "Verdi Servizi" },
    });
    // The company's lines: the act-as lines too (their subject user's company), and the two documentation ones.
    const ofCompany = await list(`?company_id=${s.user.companyId}&limit=1`);
    expect(ofCompany).toMatchObject({ total: 4, page: 1, limit: 1 });
    expect(ofCompany.items[0].action).toBe("documentation_blocked");
    expect(ofCompany.actions).toEqual(
      expect.arrayContaining(["assume_started", "documentation_blocked", "documentation_submitted"]),
    );
    expect((await list(`?company_id=${s.user.companyId}&actor=marta`)).total).toBe(1);
    expect((await list(`?from=${inDays(1)}`)).total).toBe(0);
    expect((await list(`?from=${today()}&to=${today()}&company_id=${s.user.companyId}`)).total).toBe(4);

    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit-log?assumed_only=yes&company_id=x",
      headers: bearer(staff.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["assumed_only", "company_id"]);
    const order = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit-log?from=2026-05-02&to=2026-05-01",
      headers: bearer(staff.token),
    });
    expect(order.json().errors).toEqual([
      expect.objectContaining({ field: "to", message: "The end date cannot be before the start date." }),
    ]);

    const csv = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log.csv?company_id=${s.user.companyId}`,
      headers: bearer(staff.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("audit-log.csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^id,created_at,action,actor,/);
    expect(lines[1]).toContain("documentation_blocked");
    expect(lines[2]).toContain(admin.user.email);
  });
});
