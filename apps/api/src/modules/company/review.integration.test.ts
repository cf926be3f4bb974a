import {
  DEFAULT_DOCUMENTATION_SETTINGS,
  DOCUMENTATION_SETTINGS_KEY,
  must,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, company, companyDocument, emailOutbox, notification } from "../../db/schema/index.ts";
import {
  bearer,
  createCompany,
  createUser,
  createUserAndLogin,
  multipart,
  TINY_PDF,
  useTestApp,
} from "../../test/app.ts";

const NON_STAFF: RoleId[] = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.FREELANCER,
  ROLE.COMPANY_ADMINISTRATOR,
];

describe("staff company review", () => {
  const t = useTestApp();

  async function supplierWithDocument(language: "it" | "en" = "it") {
    await requireOnlyChamber();
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language });
    await t.database.db
      .update(company)
      .set({ docStatus: 4, docLimitDate: "2030-01-01", name: "Rossi Consulting" })
      .where(eq(company.id, supplier.user.companyId));
    const file = multipart("file", "visura.pdf", TINY_PDF, "application/pdf");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/company/documents?kind=chamber_of_commerce",
      payload: file.payload,
      headers: { ...file.headers, ...bearer(supplier.token) },
    });
    expect(res.statusCode).toBe(200);
    await submit(supplier.token);
    return { ...supplier, documentId: res.json().data.id as number };
  }

  /** Only the chamber-of-commerce extract is required here, so one upload completes the documentation. */
  async function requireOnlyChamber() {
    await t.ctx.settings.set(DOCUMENTATION_SETTINGS_KEY, {
      ...DEFAULT_DOCUMENTATION_SETTINGS,
      kinds: DEFAULT_DOCUMENTATION_SETTINGS.kinds.map((k) => ({
        ...k,
        required_for: k.code === "chamber_of_commerce" ? k.required_for : [],
      })),
    });
  }

  const submit = async (token: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/company/documentation/submit",
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  };

  const review = (token: string, companyId: number, docId: number, payload: unknown) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/admin/companies/${companyId}/documents/${docId}`,
      payload: payload as Record<string, unknown>,
      headers: bearer(token),
    });

  const docStatus = async (token: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/company/getDocumentationStatus",
        headers: bearer(token),
      })
    ).json().data;

  it("lists companies with search, filters, sorting and pagination", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const a = await createCompany(t.database.db, {
      role: ROLE.SUPPLIER,
      name: "Alfa Software",
      docStatus: 1,
    });
    const b = await createCompany(t.database.db, { role: ROLE.CLIENT, name: "beta Banca", docStatus: 2 });
    const c = await createCompany(t.database.db, { role: ROLE.SUPPLIER, name: "Gamma IT", docStatus: 4 });
    await t.database.db.insert(companyDocument).values({
      companyId: a.id,
      kind: "chamber_of_commerce",
      filename: "visura.pdf",
      storageKey: "x",
      size: 10,
    });
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/companies${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const all = await list("?sort=name&order=asc");
    expect(all.items.map((r: { name: string }) => r.name)).toEqual([
      "Alfa Software",
      "beta Banca",
      "Gamma IT",
    ]);
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({
      id: a.id,
      type: "supplier",
      id_doc_status: 1,
      documents: 1,
      pending_documents: 1,
    });
    expect((await list("?sort=created&order=desc")).items[0].id).toBe(c.id);
    expect(
      (await list(`?search=${encodeURIComponent(b.vatNumber)}`)).items.map((r: { id: number }) => r.id),
    ).toEqual([b.id]);
    expect((await list("?search=gamma")).items[0].id).toBe(c.id);
    expect((await list("?search=%25")).total).toBe(0);
    expect((await list("?type=client")).items.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await list("?doc_status=1")).items.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const page2 = await list("?sort=name&order=asc&page=2&page_size=2");
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.items.map((r: { id: number }) => r.id)).toEqual([c.id]);
  });

  it("refuses bad list filters with field messages", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT, { language: "en" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/companies?doc_status=7&sort=size&type=alien",
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(["doc_status", "sort", "type"]);
    expect(res.json().errors[0].message).toBe("Invalid value.");
  });

  it("shows one company with its documents to staff, 404 for unknown ids", async () => {
    const supplier = await supplierWithDocument();
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/companies/${supplier.user.companyId}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: supplier.user.companyId,
      name: "Rossi Consulting",
      id_doc_status: 1,
      limit_date_documentation: "01/01/2030",
      users: 1,
      pending_documents: 1,
      document_list: [
        { id: supplier.documentId, filename: "visura.pdf", status: "pending", review_note: null },
      ],
    });
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/admin/companies/999999",
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const staffCompany = await t.app.inject({
      method: "GET",
      url: `/api/admin/companies/${admin.user.companyId}`,
      headers: bearer(admin.token),
    });
    expect(staffCompany.statusCode).toBe(404);
  });

  it("rejects a document with a reason: the company's users read it, the status waits for a new upload", async () => {
    const supplier = await supplierWithDocument("en");
    const manager = await createUser(t.database.db, {
      role: ROLE.SUPPLIER_MANAGEMENT,
      companyId: supplier.user.companyId,
      language: "it",
    });
    const employee = await createUser(t.database.db, {
      role: ROLE.SUPPLIER_EMPLOYEES,
      companyId: supplier.user.companyId,
    });
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/company/countCompanyPending",
          headers: bearer(admin.token),
        })
      ).json().data,
    ).toBe(1);
    const res = await review(admin.token, supplier.user.companyId, supplier.documentId, {
      status: "rejected",
      note: "  The certificate is older than six months.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id_doc_status: 4,
      document: { status: "rejected", review_note: "The certificate is older than six months." },
    });
    expect(await docStatus(supplier.token)).toEqual({
      id_doc_status: 4,
      limit_date_documentation: "01/01/2030",
    });
    const own = (
      await t.app.inject({ method: "GET", url: "/api/company/documents", headers: bearer(supplier.token) })
    ).json().data;
    expect(own[0]).toMatchObject({
      status: "rejected",
      review_note: "The certificate is older than six months.",
    });
    expect(own[0].reviewed_at).toEqual(expect.any(String));

    const bell = (
      await t.app.inject({
        method: "GET",
        url: "/api/notifications/getNotifications",
        headers: bearer(supplier.token),
      })
    ).json().data;
    expect(bell.notifications[0]).toMatchObject({
      title: "Document rejected",
      subject: "The document visura.pdf was rejected: The certificate is older than six months.",
      link: "/company_profile_supplier",
    });
    const [managerNote] = await t.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, manager.id));
    expect(managerNote?.type).toBe("document_rejected");
    const employeeNotes = await t.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, employee.id));
    expect(employeeNotes).toHaveLength(0);

    const [mailEn] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, supplier.user.email))
      .orderBy(desc(emailOutbox.id));
    expect(mailEn).toMatchObject({ template: "document_rejected", language: "en" });
    expect(must(mailEn, "English mail").subject).toBe("Document rejected: visura.pdf");
    expect(must(mailEn, "English mail").text).toContain("The certificate is older than six months.");
    const [mailIt] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, manager.email));
    expect(mailIt).toMatchObject({ language: "it", subject: "Documento rifiutato: visura.pdf" });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.user.id), eq(auditLog.action, "company_document_rejected")));
    expect(audit?.subjectCompanyId).toBe(supplier.user.companyId);
    expect(audit?.details).toMatchObject({
      document_id: supplier.documentId,
      doc_status_before: 1,
      doc_status_after: 4,
    });

    // A new upload, sent again, goes under revision; approving it approves the documentation.
    const file = multipart("file", "visura-2026.pdf", TINY_PDF, "application/pdf");
    const again = await t.app.inject({
      method: "POST",
      url: "/api/company/documents?kind=chamber_of_commerce",
      payload: file.payload,
      headers: { ...file.headers, ...bearer(supplier.token) },
    });
    expect(again.json().data.status).toBe("pending");
    expect((await docStatus(supplier.token)).id_doc_status).toBe(4);
    await submit(supplier.token);
    expect((await docStatus(supplier.token)).id_doc_status).toBe(1);
    const approved = await review(admin.token, supplier.user.companyId, again.json().data.id, {
      status: "approved",
    });
    expect(approved.json().data).toMatchObject({ id_doc_status: 2, document: { status: "approved" } });
    expect(await docStatus(supplier.token)).toEqual({ id_doc_status: 2, limit_date_documentation: null });
    const [approvedMail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, supplier.user.email))
      .orderBy(desc(emailOutbox.id));
    expect(approvedMail).toMatchObject({
      template: "document_approved",
      subject: "Document approved: visura-2026.pdf",
    });
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/company/countCompanyPending",
          headers: bearer(admin.token),
        })
      ).json().data,
    ).toBe(0);
  });

  it("keeps a blocked company blocked whatever the document reviews", async () => {
    const supplier = await supplierWithDocument();
    await t.database.db.update(company).set({ docStatus: 3 }).where(eq(company.id, supplier.user.companyId));
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await review(admin.token, supplier.user.companyId, supplier.documentId, {
      status: "approved",
    });
    expect(res.json().data.id_doc_status).toBe(3);
  });

  it("needs a 3–500 character reason to reject, with translated field messages", async () => {
    const supplier = await supplierWithDocument();
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const cases: [unknown, string, string][] = [
      [{ status: "rejected" }, "note", "This field is required."],
      [{ status: "rejected", note: "no" }, "note", "Enter at least 3 characters."],
      [{ status: "rejected", note: "x".repeat(501) }, "note", "Enter at most 500 characters."],
      [{ status: "pending" }, "status", "Invalid value."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await review(admin.token, supplier.user.companyId, supplier.documentId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("validation.failed");
      expect(res.json().errors).toEqual([expect.objectContaining({ field, message })]);
    }
    const [doc] = await t.database.db
      .select()
      .from(companyDocument)
      .where(eq(companyDocument.id, supplier.documentId));
    expect(doc?.status).toBe("pending");
  });

  it("answers 404 for unknown documents and documents of another company", async () => {
    const supplier = await supplierWithDocument();
    const other = await supplierWithDocument();
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const body = { status: "approved" };
    expect((await review(admin.token, supplier.user.companyId, 999999, body)).statusCode).toBe(404);
    expect((await review(admin.token, 999999, supplier.documentId, body)).statusCode).toBe(404);
    expect((await review(admin.token, supplier.user.companyId, other.documentId, body)).statusCode).toBe(404);
    const [doc] = await t.database.db
      .select()
      .from(companyDocument)
      .where(eq(companyDocument.id, other.documentId));
    expect(doc?.status).toBe("pending");
  });

  it("refuses anonymous callers (401) and every non-staff role (403)", async () => {
    const supplier = await supplierWithDocument();
    const calls = [
      { method: "GET" as const, url: "/api/admin/companies" },
      { method: "GET" as const, url: `/api/admin/companies/${supplier.user.companyId}` },
      {
        method: "PATCH" as const,
        url: `/api/admin/companies/${supplier.user.companyId}/documents/${supplier.documentId}`,
        payload: { status: "approved" },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    for (const role of NON_STAFF) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(user.token) });
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
    // The owner cannot approve their own document either.
    expect(
      (await review(supplier.token, supplier.user.companyId, supplier.documentId, { status: "approved" }))
        .statusCode,
    ).toBe(403);
  });
});
