import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, TINY_PDF, TINY_PNG, useTestApp } from "../../test/app.ts";

const profile = {
  city: "Torino",
  website: "https://rossi-it.example",
  description: "Sviluppo software e consulenza cloud per il settore bancario.",
  sectors: [1, 12],
  number_employees_id: 3,
};

describe("company profile (registration stepper)", () => {
  const t = useTestApp();

  it("lists job sectors in the caller's language", async () => {
    const it_ = (await t.app.inject({ method: "GET", url: "/api/job_sectors" })).json().data;
    expect(it_[0]).toMatchObject({ code: "banking", name: "Banche e finanza" });
    const en = (
      await t.app.inject({ method: "GET", url: "/api/job_sectors", headers: { "accept-language": "en" } })
    ).json().data;
    expect(en[0].name).toBe("Banking and finance");
  });

  it("saves the profile, which then counts as complete", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const before = await t.app.inject({
      method: "GET",
      url: "/api/company/getStatusCompletedCompanyProfile",
      headers: bearer(supplier.token),
    });
    expect(before.json().data).toBe(0);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/company/profile",
      payload: profile,
      headers: bearer(supplier.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      city: "Torino",
      profiled: true,
      sectors: [
        { id: 1, name: "Banche e finanza" },
        { id: 12, name: "Consulenza IT" },
      ],
      number_employees_id: 3,
    });
    const after = await t.app.inject({
      method: "GET",
      url: "/api/company/getStatusCompletedCompanyProfile",
      headers: bearer(supplier.token),
    });
    expect(after.json().data).toBe(1);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: supplier.user.email, password: "Password123" },
    });
    expect(login.json().data.user.company_profile_profiled).toBe(1);
  });

  it("validates the fields and the sectors, in the user's language", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "en" });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/company/profile",
      payload: { ...profile, description: "Too short", website: "nope" },
      headers: bearer(supplier.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "website", code: "validation.url", message: "Enter a valid web address." },
      { field: "description", code: "validation.too_short", message: "Enter at least 30 characters." },
    ]);
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/company/profile",
      payload: { ...profile, sectors: [999] },
      headers: bearer(supplier.token),
    });
    expect(unknown.json().errors[0].field).toBe("sectors");
  });

  it("lets only the company's owners and managers edit it", async () => {
    for (const role of [ROLE.SUPPLIER_EMPLOYEES, ROLE.CLIENT_EMPLOYEES, ROLE.PROFILE_ACCADEMY]) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      expect(
        (
          await t.app.inject({
            method: "PUT",
            url: "/api/company/profile",
            payload: profile,
            headers: bearer(token),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/company/profile", headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/company/profile", payload: profile })).statusCode,
    ).toBe(401);
  });
});

describe("company logo and documentation uploads", () => {
  const t = useTestApp();
  const upload = (url: string, token: string, file: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: "POST",
      url,
      payload: file.payload,
      headers: { ...bearer(token), ...file.headers },
    });

  it("stores a logo checked by content and serves it", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const res = await upload(
      "/api/company/logo",
      client.token,
      multipart("file", "logo.png", TINY_PNG, "image/png"),
    );
    expect(res.statusCode).toBe(200);
    const url = res.json().data.logo_url as string;
    expect(url).toMatch(new RegExp(`^/api/company/${client.user.companyId}/logo`));
    const image = await t.app.inject({ method: "GET", url });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("refuses wrong types, oversized and missing files with translated errors", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT, { language: "en" });
    const svg = await upload(
      "/api/company/logo",
      client.token,
      multipart("file", "logo.png", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/png"),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({
      code: "upload.wrong_type",
      message: "This file type is not allowed: check the accepted formats.",
    });
    const big = await upload(
      "/api/company/logo",
      client.token,
      multipart("file", "big.png", Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)])),
    );
    expect(big.statusCode).toBe(413);
    const empty = await upload(
      "/api/company/logo",
      client.token,
      multipart("file", "empty.png", Buffer.alloc(0)),
    );
    expect(empty.json().code).toBe("upload.missing");
    const [c] = await t.database.db.select().from(company).where(eq(company.id, client.user.companyId));
    expect(must(c, "company row").logoKey).toBeNull();
  });

  it("stores a document without changing the status (sending for review does), and lets owners and staff download it", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await t.database.db
      .update(company)
      .set({ docStatus: 4, docLimitDate: "2030-01-01" })
      .where(eq(company.id, supplier.user.companyId));
    const res = await upload(
      "/api/company/documents?kind=chamber_of_commerce",
      supplier.token,
      multipart("file", "visura camerale.pdf", TINY_PDF, "application/pdf"),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: "chamber_of_commerce",
      filename: "visura camerale.pdf",
      size: TINY_PDF.length,
    });
    const status = await t.app.inject({
      method: "GET",
      url: "/api/company/getDocumentationStatus",
      headers: bearer(supplier.token),
    });
    expect(status.json().data.id_doc_status).toBe(4);
    const list = (
      await t.app.inject({ method: "GET", url: "/api/company/documents", headers: bearer(supplier.token) })
    ).json().data;
    expect(list).toHaveLength(1);
    const own = await t.app.inject({
      method: "GET",
      url: `/api/company/documents/${list[0].id}`,
      headers: bearer(supplier.token),
    });
    expect(own.rawPayload.equals(TINY_PDF)).toBe(true);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/company/documents/${list[0].id}`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(200);
    for (const role of [ROLE.SUPPLIER, ROLE.CLIENT]) {
      const other = await createUserAndLogin(t.database.db, t.app, role);
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: `/api/company/documents/${list[0].id}`,
            headers: bearer(other.token),
          })
        ).statusCode,
      ).toBe(404);
    }
    const approve = await t.app.inject({
      method: "POST",
      url: `/api/admin/companies/${supplier.user.companyId}/documentation`,
      payload: { status: 2 },
      headers: bearer(admin.token),
    });
    // A required kind (the framework agreement) is still missing: staff cannot approve yet.
    expect(approve.statusCode).toBe(409);
    expect(approve.json().data).toEqual({ missing: ["framework_agreement"] });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/companies/${supplier.user.companyId}/documentation`,
          payload: { status: 2 },
          headers: bearer(supplier.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/companies/${supplier.user.companyId}/documentation`,
          payload: { status: 1 },
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses a corrupt PDF and a DOCX as documentation, saving nothing", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const corrupt = await upload(
      "/api/company/documents?kind=chamber_of_commerce",
      supplier.token,
      multipart("file", "visura.pdf", Buffer.from("%PDF-1.4\n1 0 obj\n<<"), "application/pdf"),
    );
    expect(corrupt.json().code).toBe("upload.corrupt");
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from("....word/document.xml...."),
    ]);
    expect(
      (
        await upload(
          "/api/company/documents?kind=chamber_of_commerce",
          supplier.token,
          multipart("file", "visura.pdf", docx),
        )
      ).statusCode,
    ).toBe(415);
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/company/documents", headers: bearer(supplier.token) })
      ).json().data,
    ).toEqual([]);
    const employee = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER_EMPLOYEES);
    expect(
      (
        await upload(
          "/api/company/documents?kind=chamber_of_commerce",
          employee.token,
          multipart("file", "v.pdf", TINY_PDF),
        )
      ).statusCode,
    ).toBe(403);
  });
});
