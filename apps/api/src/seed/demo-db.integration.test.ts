import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { profile } from "../db/schema/index.ts";
import { backfillPlaceIds, resolvePlace } from "../modules/places/index.ts";
import { profileKit } from "../modules/profiles/test-kit.ts";
import { useTestApp } from "../test/app.ts";
import { generateProfile } from "./demo-data.ts";
import { insertProfiles, loadLookups } from "./demo-db.ts";
import { Rng } from "./demo-prng.ts";

describe("insertProfiles", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  it("writes a place resolved by the caller with the row; backfillPlaceIds resolves the others later", async () => {
    const db = t.database.db;
    const owner = await kit.member(ROLE.SUPPLIER);
    const rng = new Rng(7);
    const today = new Date();
    const generated = (city: string) => ({
      ...generateProfile(rng, { kind: "employee", companyCity: city, today }),
      city,
    });
    const milano = resolvePlace("Milano");
    const torino = resolvePlace("Torino");
    expect(milano && torino).toBeTruthy();
    const lookups = await loadLookups(db);
    const before = await db.select({ id: profile.id }).from(profile);
    await insertProfiles(
      db,
      [
        { companyId: owner.companyId, userId: null, profile: generated("Milano"), placeId: milano?.id },
        { companyId: owner.companyId, userId: null, profile: generated("Torino") },
      ],
      lookups,
    );
    const known = before.map((r) => r.id);
    const rows = async () =>
      (await db.select({ id: profile.id, city: profile.city, placeId: profile.placeId }).from(profile))
        .filter((r) => !known.includes(r.id))
        .sort((a, b) => a.id - b.id)
        .map((r) => [r.city, r.placeId]);
    expect(await rows()).toEqual([
      ["Milano", milano?.id],
      ["Torino", null],
    ]);
    await backfillPlaceIds(db);
    expect(await rows()).toEqual([
      ["Milano", milano?.id],
      ["Torino", torino?.id],
    ]);
  });
});
