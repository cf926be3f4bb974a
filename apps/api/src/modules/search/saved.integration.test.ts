import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("saved profiles (/api/saved-profiles)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  async function published() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const shown = await kit.create(supplier.token, { lastname: "Rossi" });
    const draft = await kit.create(supplier.token);
    await call("POST", "/api/profiles/publication", supplier.token, { ids: [shown.id], published: true });
    return { supplier, shown, draft };
  }

  it("saves with a note, lists, edits the note, unsaves; the search marks saved profiles", async () => {
    const { shown } = await published();
    const client = await kit.member(ROLE.CLIENT);
    const colleague = await kit.colleague(client.companyId, ROLE.CLIENT_EMPLOYEES);
    const saved = await call("POST", "/api/saved-profiles", client.token, {
      profile_id: shown.id,
      note: "  Call next week  ",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      note: "Call next week",
      profile: { id: shown.id, lastname: "R.", saved: true, contacts_visible: false },
    });
    // The list is the company's: a colleague sees it too.
    const list = await call("GET", "/api/saved-profiles", colleague.token);
    expect(list.json().data).toMatchObject({ total: 1, page: 1, items: [{ profile: { id: shown.id } }] });
    const found = await call("GET", "/api/profiles/search", client.token);
    expect(found.json().data.items).toMatchObject([{ id: shown.id, saved: true }]);

    const edited = await call("PUT", `/api/saved-profiles/${shown.id}`, colleague.token, {
      note: "Shortlisted",
    });
    expect(edited.json().data.note).toBe("Shortlisted");
    const again = await call("POST", "/api/saved-profiles", client.token, { profile_id: shown.id });
    expect(again.json().data.note).toBe("");

    expect((await call("DELETE", `/api/saved-profiles/${shown.id}`, client.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/saved-profiles", client.token)).json().data.total).toBe(0);
    expect((await call("DELETE", `/api/saved-profiles/${shown.id}`, client.token)).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/saved-profiles/${shown.id}`, client.token, { note: "x" })).statusCode,
    ).toBe(404);
  });

  it("refuses unpublished or unknown profiles, long notes, and never shows another company's list", async () => {
    const { shown, draft } = await published();
    const client = await kit.member(ROLE.CLIENT);
    const rival = await kit.member(ROLE.CLIENT);
    expect(
      (await call("POST", "/api/saved-profiles", client.token, { profile_id: draft.id })).statusCode,
    ).toBe(404);
    expect((await call("POST", "/api/saved-profiles", client.token, { profile_id: 999999 })).statusCode).toBe(
      404,
    );
    const long = await call("POST", "/api/saved-profiles", client.token, {
      profile_id: shown.id,
      note: "x".repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: "note", code: "validation.too_long" });
    const missing = await call("POST", "/api/saved-profiles", client.token, {});
    expect(missing.json().errors[0]).toMatchObject({ field: "profile_id", code: "validation.required" });

    await call("POST", "/api/saved-profiles", client.token, { profile_id: shown.id, note: "mine" });
    expect((await call("GET", "/api/saved-profiles", rival.token)).json().data).toMatchObject({
      total: 0,
      items: [],
    });
    // Another company's saved row is not found for the rival.
    expect(
      (await call("PUT", `/api/saved-profiles/${shown.id}`, rival.token, { note: "x" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/saved-profiles/${shown.id}`, rival.token)).statusCode).toBe(404);
    const found = await call("GET", "/api/profiles/search", rival.token);
    expect(found.json().data.items).toMatchObject([{ id: shown.id, saved: false }]);
  });

  it("refuses anonymous callers and every non-client role", async () => {
    expect((await call("GET", "/api/saved-profiles")).statusCode).toBe(401);
    expect((await call("POST", "/api/saved-profiles", undefined, { profile_id: 1 })).statusCode).toBe(401);
    for (const role of [ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ADMINISTRATOR, ROLE.PROFILE_ACCADEMY]) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      expect((await call("GET", "/api/saved-profiles", user.token)).statusCode, `role ${role}`).toBe(403);
      const post = await call("POST", "/api/saved-profiles", user.token, { profile_id: 1 });
      expect(post.statusCode, `role ${role}`).toBe(403);
      expect((await call("DELETE", "/api/saved-profiles/1", user.token)).statusCode, `role ${role}`).toBe(
        403,
      );
    }
  });
});
