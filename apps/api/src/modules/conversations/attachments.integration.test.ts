import { companyTypeForRole, ROLE, type RoleId } from "@mkt/contracts";
import { describe, expect, it, vi } from "vitest";
import { message, messageAttachment } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, TINY_PDF, TINY_PNG, useTestApp } from "../../test/app.ts";
import { startFreePlan } from "../plans/service.ts";

const h = useTestApp();

type Caller = Awaited<ReturnType<typeof createUserAndLogin>>;

/** A user of a new company on its audience's free plan (which includes chat), unless `plan` is false. */
async function member(role: RoleId, plan = true): Promise<Caller> {
  const caller = await createUserAndLogin(h.database.db, h.app, role);
  if (plan) await startFreePlan(h.database.db, caller.user.companyId, companyTypeForRole(role));
  return caller;
}

type Part = { field: string; value: string } | { field: string; filename: string; content: Buffer };

/** A multipart/form-data body with text fields and any number of files. */
function form(parts: Part[]) {
  const boundary = `----mkt${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    "value" in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          part.content,
          Buffer.from("\r\n"),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const file = (filename: string, content: Buffer): Part => ({ field: "files", filename, content });

function sendForm(who: Caller | null, id: number, parts: Part[]) {
  const body = form(parts);
  return h.app.inject({
    method: "POST",
    url: `/api/conversations/${id}/messages`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(who ? bearer(who.token) : {}),
    },
  });
}

function download(who: Caller | null, id: number, attachmentId: number) {
  return h.app.inject({
    method: "GET",
    url: `/api/conversations/${id}/attachments/${attachmentId}`,
    headers: who ? bearer(who.token) : {},
  });
}

async function pair() {
  const client = await member(ROLE.CLIENT);
  const supplier = await member(ROLE.SUPPLIER);
  const res = await h.app.inject({
    method: "POST",
    url: "/api/conversations",
    payload: { company_id: supplier.user.companyId },
    headers: bearer(client.token),
  });
  return { client, supplier, id: res.json().data.id as number };
}

describe("chat attachments", () => {
  it("sends a PDF and a PNG with a message; both sides and staff download the same bytes", async () => {
    const { client, supplier, id } = await pair();
    const sent = await sendForm(client, id, [
      { field: "body", value: "  Ecco l'offerta e lo schema  " },
      file("Offerta 2026.pdf", TINY_PDF),
      file("schema.png", TINY_PNG),
    ]);
    expect(sent.statusCode).toBe(200);
    const msg = sent.json().data;
    expect(msg).toMatchObject({ body: "Ecco l'offerta e lo schema", mine: true });
    expect(msg.attachments).toEqual([
      {
        id: expect.any(Number),
        filename: "Offerta 2026.pdf",
        content_type: "application/pdf",
        size: TINY_PDF.length,
      },
      { id: expect.any(Number), filename: "schema.png", content_type: "image/png", size: TINY_PNG.length },
    ]);
    const [pdf, png] = msg.attachments;

    // The thread and the supplier's list carry them.
    const thread = await h.app.inject({
      method: "GET",
      url: `/api/conversations/${id}/messages`,
      headers: bearer(supplier.token),
    });
    expect(thread.json().data.items[0].attachments).toEqual(msg.attachments);
    const list = await h.app.inject({
      method: "GET",
      url: "/api/conversations",
      headers: bearer(supplier.token),
    });
    expect(list.json().data.items[0].last_message).toMatchObject({
      preview: "Ecco l'offerta e lo schema",
      attachments: 2,
    });

    const staff = await member(ROLE.ADMINISTRATOR, false);
    for (const who of [supplier, client, staff]) {
      const got = await download(who, id, pdf.id);
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe("application/pdf");
      expect(got.headers["content-disposition"]).toBe('attachment; filename="Offerta 2026.pdf"');
      expect(got.rawPayload.equals(TINY_PDF)).toBe(true);
    }
    const image = await download(supplier, id, png.id);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-disposition"]).toBe('attachment; filename="schema.png"');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("sends files without text; the list previews their names", async () => {
    const { client, supplier, id } = await pair();
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....readme.txt....")]);
    const sent = await sendForm(client, id, [file("sorgenti.zip", zip)]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      body: "",
      attachments: [{ filename: "sorgenti.zip", content_type: "application/zip" }],
    });
    const list = await h.app.inject({
      method: "GET",
      url: "/api/conversations",
      headers: bearer(supplier.token),
    });
    expect(list.json().data.items[0].last_message).toMatchObject({ preview: "sorgenti.zip", attachments: 1 });
  });

  it("still sends text-only messages, as JSON or as a form", async () => {
    const { client, id } = await pair();
    const json = await h.app.inject({
      method: "POST",
      url: `/api/conversations/${id}/messages`,
      payload: { body: "Solo testo" },
      headers: bearer(client.token),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({ body: "Solo testo", attachments: [] });
    const viaForm = await sendForm(client, id, [{ field: "body", value: "Anche così" }]);
    expect(viaForm.json().data).toMatchObject({ body: "Anche così", attachments: [] });
    // Without files the text is required.
    const empty = await sendForm(client, id, [{ field: "body", value: "   " }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "validation.failed",
      errors: [{ field: "body", code: "validation.required", message: "Campo obbligatorio." }],
    });
    const long = await sendForm(client, id, [
      { field: "body", value: "x".repeat(4001) },
      file("a.pdf", TINY_PDF),
    ]);
    expect(long.json().errors[0]).toMatchObject({ field: "body", code: "validation.too_long" });
  });

  it("refuses wrong types, oversized files and a sixth file, saving nothing", async () => {
    const { client, id } = await pair();
    const exe = await sendForm(client, id, [
      { field: "body", value: "Guarda" },
      file("offerta.pdf", Buffer.from("MZ\x90\x00 not a pdf")),
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      code: "upload.wrong_type",
      message: "Tipo di file non ammesso: controlla i formati accettati.",
    });
    const svg = await sendForm(client, id, [
      file("logo.svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ]);
    expect([svg.statusCode, svg.json().code]).toEqual([415, "upload.wrong_type"]);
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024 - TINY_PDF.length + 1)]);
    const oversized = await sendForm(client, id, [file("small.png", TINY_PNG), file("huge.pdf", big)]);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().code).toBe("upload.too_large");
    const six = await sendForm(
      client,
      id,
      Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, TINY_PNG)),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({
      code: "conversations.too_many_files",
      message: "Puoi allegare al massimo 5 file a un messaggio.",
    });
    const five = await sendForm(
      client,
      id,
      Array.from({ length: 5 }, (_, i) => file(`p${i}.png`, TINY_PNG)),
    );
    expect(five.statusCode).toBe(200);
    expect(five.json().data.attachments).toHaveLength(5);
    expect(await h.database.db.select().from(message)).toHaveLength(1);
    expect(await h.database.db.select().from(messageAttachment)).toHaveLength(5);
  });

  it("removes the written files when the message cannot be stored", async () => {
    const { client, id } = await pair();
    const written: string[] = [];
    const put = h.ctx.storage.put.bind(h.ctx.storage);
    const putSpy = vi.spyOn(h.ctx.storage, "put").mockImplementation(async (key, data) => {
      written.push(key);
      await put(key, data);
    });
    const publishSpy = vi.spyOn(h.ctx.bus, "publish").mockRejectedValueOnce(new Error("bus down"));
    try {
      const failed = await sendForm(client, id, [file("a.pdf", TINY_PDF), file("b.png", TINY_PNG)]);
      expect(failed.statusCode).toBe(500);
    } finally {
      putSpy.mockRestore();
      publishSpy.mockRestore();
    }
    expect(written).toHaveLength(2);
    expect(written.every((key) => key.startsWith(`conversations/${id}/`))).toBe(true);
    for (const key of written) expect(await h.ctx.storage.exists(key)).toBe(false);
    expect(await h.database.db.select().from(message)).toHaveLength(0);
    expect(await h.database.db.select().from(messageAttachment)).toHaveLength(0);
  });

  it("hides files from a third company and from other conversations (404)", async () => {
    const { client, id } = await pair();
    const other = await pair();
    const sent = await sendForm(client, id, [file("riservato.pdf", TINY_PDF)]);
    const attachmentId = sent.json().data.attachments[0].id;
    const outsider = await member(ROLE.CLIENT);
    const refused = await download(outsider, id, attachmentId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("common.not_found");
    // Its own conversation does not open someone else's file either.
    expect((await download(other.client, other.id, attachmentId)).statusCode).toBe(404);
    expect((await download(client, id, attachmentId + 1000)).statusCode).toBe(404);
    // An outsider cannot send files into the conversation.
    expect((await sendForm(outsider, id, [file("x.pdf", TINY_PDF)])).statusCode).toBe(404);
  });

  it("refuses anonymous callers (401)", async () => {
    const { client, id } = await pair();
    const sent = await sendForm(client, id, [file("a.pdf", TINY_PDF)]);
    const attachmentId = sent.json().data.attachments[0].id;
    expect((await download(null, id, attachmentId)).statusCode).toBe(401);
    expect((await sendForm(null, id, [file("a.pdf", TINY_PDF)])).statusCode).toBe(401);
  });
});
