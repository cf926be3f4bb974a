import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { bearer, createUserAndLogin, multipart, useTestApp } from "../../test/app.ts";
import { cvDocx, cvPdf } from "./cv-test-files.ts";
import { profileKit } from "./test-kit.ts";

const CV_LINES = [
  "Marta Colombo",
  "Data Engineer",
  "Torino · marta.colombo@example.com · +39 333 765 4321",
  "Esperienze",
  "05/2020 - oggi Data Engineer presso Dati Piemonte Srl",
  "Pipeline con Python e PostgreSQL.",
];

describe("CV review preview: the uploaded original and its text", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  async function upload(token: string, filename: string, data: Buffer): Promise<string> {
    const m = multipart("file", filename, data);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profiles/cv",
      payload: m.payload,
      headers: { ...m.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.cv_upload_id;
  }
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

  it("gives the uploading company's managers the PDF inline and its text", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const pdf = await cvPdf(CV_LINES);
    const id = await upload(supplier.token, "marta.pdf", pdf);
    const file = await get(`/api/profiles/cv/${id}/file`, supplier.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^inline/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const text = await get(`/api/profiles/cv/${id}/text`, supplier.token);
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data).toMatchObject({ kind: "pdf", filename: "marta.pdf" });
    expect(text.json().data.text).toContain("Marta Colombo");
    // A colleague of the same company with a manager role reads it too.
    const colleague = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_MANAGEMENT);
    expect((await get(`/api/profiles/cv/${id}/file`, colleague.token)).statusCode).toBe(200);
  });

  it("reads a DOCX's text in reading order; the file itself is an attachment", async () => {
    const freelancer = await kit.member(ROLE.FREELANCER);
    const id = await upload(freelancer.token, "marta.docx", await cvDocx(CV_LINES));
    const text = await get(`/api/profiles/cv/${id}/text`, freelancer.token);
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data.kind).toBe("docx");
    const lines = (text.json().data.text as string).split("\n");
    expect(lines.indexOf("Marta Colombo")).toBeLessThan(lines.indexOf("Esperienze"));
    const file = await get(`/api/profiles/cv/${id}/file`, freelancer.token);
    expect(file.headers["content-type"]).toContain("wordprocessingml");
    expect(file.headers["content-disposition"]).toMatch(/^attachment/);
  });

  it("answers 400 with the field for an id that is not a uuid, 404 for an unknown one", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const bad = await get("/api/profiles/cv/not-a-uuid/text", supplier.token);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("uploadId");
    const unknown = await get("/api/profiles/cv/6f1c2a52-34b8-4c5e-9d3e-2f4b7a1c9e10/file", supplier.token);
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses anonymous (401), other roles (403) and other companies' managers (404)", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const id = await upload(supplier.token, "marta.pdf", await cvPdf(CV_LINES));
    for (const path of ["file", "text"]) {
      const url = `/api/profiles/cv/${id}/${path}`;
      expect((await get(url)).statusCode).toBe(401);
      for (const role of [ROLE.CLIENT, ROLE.ADMINISTRATOR, ROLE.PROFILE_ACCADEMY, ROLE.SUPPLIER_EMPLOYEES]) {
        const other = await createUserAndLogin(t.database.db, t.app, role);
        expect((await get(url, other.token)).statusCode, `role ${role} on ${path}`).toBe(403);
      }
      const colleague = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_EMPLOYEES);
      expect((await get(url, colleague.token)).statusCode).toBe(403);
      const otherSupplier = await kit.member(ROLE.SUPPLIER);
      expect((await get(url, otherSupplier.token)).statusCode).toBe(404);
    }
  });
});
