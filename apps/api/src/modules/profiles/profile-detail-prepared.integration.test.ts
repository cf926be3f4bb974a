import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { profileAccess } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import {
  findProfile,
  findProfileWithChildren,
  hasProfileAccess,
  profileChildren,
} from "./queries/profile-detail.ts";
import { profileKit } from "./test-kit.ts";

/**
 * The detail's reads are prepared statements built once per database handle (docs/performance.md, "Throughput"):
 * the same rows as the statements built per call, for each id, after an edit, inside a transaction.
 */
describe("prepared profile detail", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  const unprepared = async (id: number) => {
    const found = await findProfile(t.database.db, id);
    return found && { ...found, children: await profileChildren(t.database.db, id) };
  };

  it("reads what the per-call statements read, for every id and after an edit", async () => {
    const db = t.database.db;
    const supplier = await kit.member(ROLE.SUPPLIER);
    const first = await kit.create(supplier.token);
    const second = await kit.create(supplier.token, {
      firstname: "Marco",
      languages: [],
      experiences: [],
      certifications: [],
      education: [],
    });
    for (const id of [first.id, second.id, first.id]) {
      const read = await findProfileWithChildren(db, id);
      expect(read).toEqual(await unprepared(id));
      expect(read?.profile.id).toBe(id);
    }
    expect((await findProfileWithChildren(db, second.id))?.children.experiences).toEqual([]);
    expect(await findProfileWithChildren(db, 999_999)).toBeUndefined();

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/profiles/${first.id}`,
      payload: await kit.body({ title: "Architect", skills: [] }),
      headers: bearer(supplier.token),
    });
    expect(edited.statusCode).toBe(200);
    const after = await findProfileWithChildren(db, first.id);
    expect(after?.profile.title).toBe("Architect");
    expect(after?.children.skills).toEqual([]);
    expect(after).toEqual(await unprepared(first.id));
    // A transaction gets its own statement (read outside it first: PGlite waits on the outer handle inside one).
    const expected = await unprepared(second.id);
    const inside = await db.transaction((tx) => findProfileWithChildren(tx, second.id));
    expect(inside).toEqual(expected);
  });

  it("answers a client's access to a profile per company, profile and kind", async () => {
    const db = t.database.db;
    const supplier = await kit.member(ROLE.SUPPLIER);
    const client = await kit.member(ROLE.CLIENT);
    const { id } = await kit.create(supplier.token);
    expect(await hasProfileAccess(db, client.companyId, id, "information_blocked")).toBe(false);
    await db
      .insert(profileAccess)
      .values({ companyId: client.companyId, profileId: id, functionState: "information_blocked" });
    expect(await hasProfileAccess(db, client.companyId, id, "information_blocked")).toBe(true);
    expect(await hasProfileAccess(db, client.companyId, id, "download_cv")).toBe(false);
    expect(await hasProfileAccess(db, supplier.companyId, id, "information_blocked")).toBe(false);
  });
});
