import { must, ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { creditLedger, cvUpload, profileAccess } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, TINY_PNG, useTestApp } from "../../test/app.ts";
import { spendCredit, startFreePlan, startPlan } from "../plans/service.ts";
import { cvDocx, cvPdf } from "./cv-test-files.ts";
import { profileKit } from "./test-kit.ts";

const CV_LINES = [
  "Giulia Bianchi",
  "Senior Backend Developer",
  "Milano · giulia.bianchi@example.com · +39 347 123 4567",
  "Esperienze",
  "03/2019 - oggi Senior Backend Developer presso Fintech Lab SpA",
  "API dei pagamenti con Java, Spring Boot e PostgreSQL su Kubernetes.",
  "01/2015 - 02/2019 Java Developer presso Acme Consulting",
  "Reportistica su Oracle e servizi REST in Java.",
  "Lingue",
  "Inglese C1",
  "Tedesco base",
];

async function pdfText(data: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}

describe("CV upload, digitizing and PDF export", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const upload = (token: string, filename: string, data: Buffer) =>
    t.app.inject({
      method: "POST",
      url: "/api/profiles/cv",
      ...withAuth(multipart("file", filename, data), token),
    });
  const withAuth = (m: ReturnType<typeof multipart>, token: string) => ({
    payload: m.payload,
    headers: { ...m.headers, ...bearer(token) },
  });

  async function expectDraft(res: Awaited<ReturnType<typeof upload>>, kind: "pdf" | "docx") {
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      kind,
      draft: {
        firstname: "Giulia",
        lastname: "Bianchi",
        title: "Senior Backend Developer",
        // 2015-01 to today: more than ten years of work.
        seniority: "expert",
        email: "giulia.bianchi@example.com",
        phone: "+39 347 123 4567",
        city: "Milano",
        languages: [
          { code: "en", level: "C1" },
          { code: "de", level: "A2" },
        ],
        experiences: [
          {
            role: "Senior Backend Developer",
            company: "Fintech Lab SpA",
            start_date: "2019-03-01",
            end_date: null,
          },
          {
            role: "Java Developer",
            company: "Acme Consulting",
            start_date: "2015-01-01",
            end_date: "2019-02-01",
          },
        ],
      },
    });
    // Named in the text (no skills section): the catalogue may know more of its words (REST, Oracle…).
    expect(data.draft.skills.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(["Java", "Kubernetes", "PostgreSQL", "Spring Boot"]),
    );
    return data;
  }

  it("digitizes a PDF CV into a draft and keeps the file", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const data = await expectDraft(await upload(supplier.token, "cv.pdf", await cvPdf(CV_LINES)), "pdf");
    const [row] = await t.database.db.select().from(cvUpload).where(eq(cvUpload.id, data.cv_upload_id));
    expect(row).toMatchObject({ companyId: supplier.companyId, kind: "pdf", filename: "cv.pdf" });
    expect(await t.ctx.storage.exists(must(row, "cv upload row").storageKey)).toBe(true);
  });

  it("digitizes a DOCX CV, then creates the profile from the draft with the original file", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const docx = await cvDocx(CV_LINES);
    const data = await expectDraft(await upload(supplier.token, "curriculum.docx", docx), "docx");
    const { draft } = data;
    const created = await kit.create(supplier.token, {
      firstname: draft.firstname,
      lastname: draft.lastname,
      title: draft.title,
      seniority: draft.seniority,
      email: draft.email,
      phone: draft.phone,
      skills: draft.skills.map((s: { technology_id: number; years: number; level: number }) => ({
        technology_id: s.technology_id,
        years: s.years,
        level: s.level,
      })),
      languages: draft.languages,
      experiences: draft.experiences,
      cv_upload_id: data.cv_upload_id,
    });
    const file = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${created.id}/cv-file`,
      headers: bearer(supplier.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("wordprocessingml");
    expect(file.rawPayload.equals(docx)).toBe(true);
  });

  it("refuses files that are not a PDF or DOCX by content, too large, or missing", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const png = await upload(supplier.token, "cv.pdf", TINY_PNG);
    expect(png.statusCode).toBe(415);
    expect(png.json().code).toBe("upload.wrong_type");
    const text = await upload(supplier.token, "cv.docx", Buffer.from("Giulia Bianchi, Java developer"));
    expect(text.statusCode).toBe(415);
    const big = await upload(
      supplier.token,
      "cv.pdf",
      Buffer.concat([await cvPdf(CV_LINES), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    const broken = await upload(
      supplier.token,
      "cv.pdf",
      Buffer.from("%PDF-1.4\ngarbage, not a PDF body\n%%EOF\n"),
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe("profiles.cv_unreadable");
    const none = await t.app.inject({
      method: "POST",
      url: "/api/profiles/cv",
      headers: { ...bearer(supplier.token), "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--\r\n",
    });
    expect(none.statusCode).toBe(400);
    expect(await t.database.db.select().from(cvUpload)).toEqual([]);
  });

  it("lets only profile managers upload CVs", async () => {
    const pdf = await cvPdf(CV_LINES);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/profiles/cv",
      ...multipart("file", "cv.pdf", pdf),
    });
    expect(anonymous.statusCode).toBe(401);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect((await upload(client.token, "cv.pdf", pdf)).statusCode).toBe(403);
  });

  it("exports the PDF CV: the owner with contacts for free, or anonymised on request", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${id}/cv.pdf?lang=en`,
      headers: bearer(supplier.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("cv-giulia-bianchi-en.pdf");
    const text = await pdfText(res.rawPayload);
    for (const part of [
      "Giulia Bianchi",
      "Senior Java Developer",
      "giulia.bianchi@example.test",
      "SKILLS",
      "Java",
      "WORK EXPERIENCE",
      "Fintech Lab SpA",
      "EDUCATION",
      "CERTIFICATIONS",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(part);
    }
    const it_ = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${id}/cv.pdf?lang=it&contacts=0`,
      headers: bearer(supplier.token),
    });
    const anonymous = await pdfText(it_.rawPayload);
    expect(anonymous).toContain("G. B.");
    expect(anonymous).toContain("COMPETENZE");
    expect(anonymous).not.toContain("Bianchi");
    expect(anonymous).not.toContain("giulia.bianchi@example.test");
    const bad = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${id}/cv.pdf?lang=de`,
      headers: bearer(supplier.token),
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `/api/profiles/${id}/cv.pdf` })).statusCode).toBe(401);
  });

  it("charges a client one credit per profile for download_cv, blocks clients without it", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    await t.app.inject({
      method: "POST",
      url: `/api/profiles/${id}/publication`,
      payload: { published: true },
      headers: bearer(supplier.token),
    });
    const download = (token: string) =>
      t.app.inject({ method: "GET", url: `/api/profiles/${id}/cv.pdf`, headers: bearer(token) });

    // No plan: download_cv is blocked by the plan (action 1), nothing is recorded.
    const noPlan = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const blocked = await download(noPlan.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "download_cv", blocked: true, action: 1 },
    });

    // Free plan with its credits used up: blocked by the limit (action 5).
    const free = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await startFreePlan(t.database.db, free.user.companyId, "client");
    for (let i = 0; i < 5; i++)
      await spendCredit(t.database.db, {
        companyId: free.user.companyId,
        userId: free.user.id,
        functionState: "request_available",
        reference: `r${i}`,
      });
    expect((await download(free.token)).json().data).toMatchObject({
      state_function: "download_cv",
      action: 5,
    });

    // A paying client spends exactly one credit, and downloads the same profile again for free.
    const paying = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await startPlan(t.database.db, paying.user.companyId, { id: 3, creditsYear: 200 }, "2099-12-31", "test");
    const first = await download(paying.token);
    expect(first.statusCode).toBe(200);
    const text = await pdfText(first.rawPayload);
    expect(text).toContain("G. B.");
    expect(text).not.toContain("giulia.bianchi@example.test");
    expect((await download(paying.token)).statusCode).toBe(200);
    const spends = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.companyId, paying.user.companyId), eq(creditLedger.reason, "spend")));
    expect(spends.map((s) => [s.delta, s.functionState, s.reference])).toEqual([
      [-1, "download_cv", `profile:${id}`],
    ]);
    expect(
      await t.database.db
        .select()
        .from(profileAccess)
        .where(eq(profileAccess.companyId, paying.user.companyId)),
    ).toHaveLength(1);

    // Contacts unlocked (information_blocked) put the name and e-mail in the CV.
    await t.database.db
      .insert(profileAccess)
      .values({ companyId: paying.user.companyId, profileId: id, functionState: "information_blocked" });
    expect(await pdfText((await download(paying.token)).rawPayload)).toContain("giulia.bianchi@example.test");

    // The supplier downloads its own profile without credits.
    expect((await download(supplier.token)).statusCode).toBe(200);
    const supplierLedger = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.companyId, supplier.companyId), eq(creditLedger.reason, "spend")));
    expect(supplierLedger).toEqual([]);
  });

  it("stores the profile photo and shows it with the contact details only", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${id}/photo`,
      ...withAuth(multipart("file", "me.png", TINY_PNG), supplier.token),
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.photo_url as string;
    expect(url).toMatch(new RegExp(`^/api/profiles/${id}/photo\\?v=`));
    const photo = await t.app.inject({ method: "GET", url, headers: bearer(supplier.token) });
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    const wrong = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${id}/photo`,
      ...withAuth(multipart("file", "me.png", Buffer.from("%PDF-1.4")), supplier.token),
    });
    expect(wrong.statusCode).toBe(415);
    await t.app.inject({
      method: "POST",
      url: `/api/profiles/${id}/publication`,
      payload: { published: true },
      headers: bearer(supplier.token),
    });
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect((await t.app.inject({ method: "GET", url, headers: bearer(client.token) })).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/profiles/${id}/photo`,
      headers: bearer(supplier.token),
    });
    expect(removed.json().data.photo_url).toBeNull();
  });
});
