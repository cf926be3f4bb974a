import { ROLE, SERVICE_LIMITS } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { service, serviceFile } from "../../db/schema/index.ts";
import { bearer, multipart, TINY_PDF, TINY_PNG, useTestApp } from "../../test/app.ts";
import { serviceKit } from "./services-test-support.ts";

describe("services: brochures (PDF attachments)", () => {
  const t = useTestApp();
  const k = serviceKit(t);

  async function upload(token: string, filename: string, data: Buffer) {
    const form = multipart("file", filename, data, "application/pdf");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/services/files",
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function uploaded(token: string, filename = "brochure.pdf") {
    const res = await upload(token, filename, TINY_PDF);
    if (res.status !== 200) throw new Error(`upload ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as { file_id: number; name: string; size: number };
  }

  async function download(token: string | null, serviceId: number, fileId: number) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/services/${serviceId}/files/${fileId}`,
      headers: token ? bearer(token) : {},
    });
    return res;
  }

  it("stores an uploaded PDF under the company and refuses other files with a clear 4xx", async () => {
    const owner = await k.member(ROLE.SUPPLIER);
    const res = await upload(owner.token, "Offerta: cloud?.pdf", TINY_PDF);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Offerta_ cloud_.pdf", size: TINY_PDF.length });
    const [row] = await t.database.db
      .select()
      .from(serviceFile)
      .where(eq(serviceFile.id, res.body.data.file_id));
    expect(row?.companyId).toBe(owner.companyId);
    expect(row?.storageKey).toMatch(new RegExp(`^services/${owner.companyId}/[0-9a-f-]{36}\\.pdf$`));

    const png = await upload(owner.token, "fake.pdf", TINY_PNG);
    expect([png.status, png.body.code]).toEqual([415, "upload.wrong_type"]);
    const text = await upload(owner.token, "notes.pdf", Buffer.from("just some text"));
    expect([text.status, text.body.code]).toEqual([415, "upload.wrong_type"]);
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(SERVICE_LIMITS.brochureMaxBytes)]);
    const tooBig = await upload(owner.token, "big.pdf", big);
    expect([tooBig.status, tooBig.body.code]).toEqual([413, "upload.too_large"]);
    const none = await t.app.inject({
      method: "POST",
      url: "/api/services/files",
      payload: {},
      headers: bearer(owner.token),
    });
    expect([none.statusCode, none.json().code]).toEqual([400, "upload.missing"]);

    const client = await k.member(ROLE.CLIENT);
    expect((await upload(client.token, "b.pdf", TINY_PDF)).status).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/services/files",
      ...multipart("file", "b.pdf", TINY_PDF),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("accepts only the company's own files in the content, at most three", async () => {
    const owner = await k.member(ROLE.SUPPLIER);
    const other = await k.member(ROLE.FREELANCER);
    const mine = await uploaded(owner.token);
    const theirs = await uploaded(other.token);
    const bad = await k.call(
      owner.token,
      "POST",
      "/services",
      await k.content({
        attachments: [
          { file_id: mine.file_id, name: mine.name },
          { file_id: theirs.file_id, name: "theirs.pdf" },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ field: "attachments.1.file_id", code: "services.unknown_file" }),
    ]);
    const four = await Promise.all([1, 2, 3, 4].map(() => uploaded(owner.token)));
    const tooMany = await k.call(
      owner.token,
      "POST",
      "/services",
      await k.content({ attachments: four.map((f) => ({ file_id: f.file_id, name: f.name })) }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ field: "attachments", code: "validation.too_many" });

    const id = await k.created(owner.token, { attachments: [{ file_id: mine.file_id, name: "Brochure" }] });
    const read = await k.call(owner.token, "GET", `/services/${id}`);
    expect(read.body.data.working.content.attachments).toEqual([{ file_id: mine.file_id, name: "Brochure" }]);
  });

  it("lets the owner and staff download any revision's file, clients only the live files of a listed service", async () => {
    const owner = await k.member(ROLE.SUPPLIER);
    const colleague = await k.colleague(owner.companyId, ROLE.SUPPLIER_MANAGEMENT);
    const stranger = await k.member(ROLE.SUPPLIER);
    const client = await k.member(ROLE.CLIENT);
    const staff = await k.staff();
    const file = await uploaded(owner.token, "listino.pdf");
    const id = await k.created(owner.token, { attachments: [{ file_id: file.file_id, name: file.name }] });

    const byOwner = await download(owner.token, id, file.file_id);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.headers["content-type"]).toBe("application/pdf");
    expect(byOwner.headers["content-disposition"]).toBe('attachment; filename="listino.pdf"');
    expect(byOwner.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await download(colleague.token, id, file.file_id)).statusCode).toBe(200);
    expect((await download(staff.token, id, file.file_id)).statusCode).toBe(200);
    // A draft: not in the catalogue, so a client, another supplier see nothing.
    for (const token of [client.token, stranger.token]) {
      const res = await download(token, id, file.file_id);
      expect([res.statusCode, res.json().code]).toEqual([404, "services.not_found"]);
    }
    expect((await download(null, id, file.file_id)).statusCode).toBe(401);

    // Approval copies the brochures into the live version: now listed, the client downloads them.
    expect((await k.call(owner.token, "POST", `/services/${id}/submit`)).status).toBe(200);
    expect((await k.call(client.token, "GET", `/services/catalogue/${id}`)).status).toBe(404);
    expect((await download(client.token, id, file.file_id)).statusCode).toBe(404);
    expect((await k.call(staff.token, "POST", `/services/${id}/approve`)).status).toBe(200);
    const [live] = await t.database.db.select().from(service).where(eq(service.id, id));
    expect(live?.attachments).toEqual([{ file_id: file.file_id, name: "listino.pdf" }]);
    const detail = await k.call(client.token, "GET", `/services/catalogue/${id}`);
    expect(detail.body.data.attachments).toEqual([{ file_id: file.file_id, name: "listino.pdf" }]);
    const byClient = await download(client.token, id, file.file_id);
    expect(byClient.statusCode).toBe(200);
    expect(byClient.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await download(stranger.token, id, file.file_id)).statusCode).toBe(404);

    // A file only in the pending changes is the owner's and staff's, not the client's.
    const draftOnly = await uploaded(owner.token, "nuovo.pdf");
    const edited = await k.call(
      owner.token,
      "PUT",
      `/services/${id}`,
      await k.content({ attachments: [{ file_id: draftOnly.file_id, name: draftOnly.name }] }),
    );
    expect(edited.status).toBe(200);
    expect((await download(owner.token, id, draftOnly.file_id)).statusCode).toBe(200);
    expect((await download(staff.token, id, draftOnly.file_id)).statusCode).toBe(200);
    expect((await download(client.token, id, draftOnly.file_id)).statusCode).toBe(404);
    expect((await download(client.token, id, file.file_id)).statusCode).toBe(200);

    // Unpublished: the client loses access, the owner keeps it.
    expect((await k.call(owner.token, "POST", `/services/${id}/unpublish`)).status).toBe(200);
    expect((await download(client.token, id, file.file_id)).statusCode).toBe(404);
    expect((await download(owner.token, id, file.file_id)).statusCode).toBe(200);
    // A file of the company that this service does not list is not served through it.
    const unrelated = await uploaded(owner.token);
    expect((await download(owner.token, id, unrelated.file_id)).statusCode).toBe(404);
  });
});
