import { computeItalianVatCheckDigit, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { profileKit } from "../modules/profiles/test-kit.ts";
import { bearer, useTestApp } from "../test/app.ts";

const NUL = "\u0000";

describe("a NUL character in any text answers 400 before the route runs", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  const nulRefusal = (field: string, lang: "it" | "en" = "it") => ({
    success: false,
    code: "validation.failed",
    errors: [
      {
        field,
        code: "validation.nul_byte",
        message:
          lang === "en"
            ? "The text contains a character that is not allowed (NUL, code 0)."
            : "Il testo contiene un carattere non ammesso (NUL, codice 0).",
      },
    ],
  });

  it("in the registration form, in the caller's language", async () => {
    const vat = `0987654321${computeItalianVatCheckDigit("0987654321")}`;
    const body = (firstname: string) => ({
      role_id: ROLE.SUPPLIER,
      firstname,
      lastname: "Riva",
      email: "paolo@riva.test",
      password: "Registro2026",
      company_name: "Riva Srl",
      vat_number: vat,
      terms_accepted: true,
    });
    const register = (firstname: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: body(firstname),
        headers: { "accept-language": "en" },
      });
    const refused = await register(`Pa${NUL}olo`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(nulRefusal("firstname", "en"));
    expect((await register("Paolo")).statusCode).toBe(200);
  });

  it("in a need's nested position title", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const create = (title: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/client/need/createNeedAndNeedResource",
        payload: {
          title: "Core banking",
          description: "Payments team.",
          anonymous: false,
          positions: [
            { title: "Tester", seniority: "junior" },
            { title, seniority: "senior" },
          ],
        },
        headers: bearer(client.token),
      });
    const refused = await create(`Java${NUL}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(nulRefusal("positions.1.title"));
    expect((await create("Java")).statusCode).toBe(200);
  });

  it("in a chat message, sent as JSON or as a multipart field", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      payload: { company_id: supplier.companyId },
      headers: bearer(client.token),
    });
    const url = `/api/conversations/${started.json().data.id}/messages`;
    const json = await t.app.inject({
      method: "POST",
      url,
      payload: { body: `Ciao${NUL}` },
      headers: bearer(client.token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject(nulRefusal("body"));
    const boundary = "----mktnul";
    const form = (text: string) =>
      t.app.inject({
        method: "POST",
        url,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
        headers: { ...bearer(client.token), "content-type": `multipart/form-data; boundary=${boundary}` },
      });
    const multipart = await form(`Ciao${NUL}`);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toMatchObject(nulRefusal("body"));
    expect((await form("Ciao")).statusCode).toBe(200);
  });

  it("in a profile update of my names, and in a key", async () => {
    const user = await kit.member(ROLE.SUPPLIER);
    const update = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/auth/me", payload, headers: bearer(user.token) });
    const refused = await update({ lastname: `Ro${NUL}ssi` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(nulRefusal("lastname"));
    const key = await update({ [`last${NUL}name`]: "Rossi" });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0]).toMatchObject({ field: "lastname", code: "validation.nul_byte" });
    expect((await update({ lastname: "Rossi" })).statusCode).toBe(200);
  });

  it("in a query parameter", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const search = (word: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/profiles/search?search_word=${encodeURIComponent(word)}`,
        headers: bearer(client.token),
      });
    const refused = await search(`ja${NUL}va`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(nulRefusal("search_word"));
    expect((await search("java")).statusCode).toBe(200);
  });
});
