import { randomUUID } from "node:crypto";
import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cvUpload, profile } from "../../db/schema/index.ts";
import { bearer, multipart, TINY_PDF, TINY_PNG, useTestApp } from "../../test/app.ts";
import { profileKit } from "./test-kit.ts";

describe("deleting a profile deletes its stored files", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  /** A CV upload of the company, as digitizing leaves it (row + stored file). */
  async function storedCv(companyId: number) {
    const id = randomUUID();
    const key = `companies/${companyId}/cv/${id}.pdf`;
    await t.ctx.storage.put(key, TINY_PDF);
    await t.database.db.insert(cvUpload).values({
      id,
      companyId,
      kind: "pdf",
      filename: "cv.pdf",
      storageKey: key,
      size: TINY_PDF.length,
    });
    return { id, key };
  }

  it("removes the profile's CV (file and upload row) and its photo", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const cv = await storedCv(supplier.companyId);
    const { id } = await kit.create(supplier.token, { cv_upload_id: cv.id });
    const m = multipart("file", "me.png", TINY_PNG);
    const photo = await t.app.inject({
      method: "POST",
      url: `/api/profiles/${id}/photo`,
      payload: m.payload,
      headers: { ...m.headers, ...bearer(supplier.token) },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const [row] = await t.database.db
      .select({ photoKey: profile.photoKey })
      .from(profile)
      .where(eq(profile.id, id));
    const photoKey = row?.photoKey ?? "";
    expect(await t.ctx.storage.exists(photoKey)).toBe(true);
    expect(await t.ctx.storage.exists(cv.key)).toBe(true);

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/profiles/${id}`,
      headers: bearer(supplier.token),
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await t.ctx.storage.exists(cv.key)).toBe(false);
    expect(await t.ctx.storage.exists(photoKey)).toBe(false);
    expect(await t.database.db.select().from(cvUpload).where(eq(cvUpload.id, cv.id))).toHaveLength(0);
  });

  it("keeps a CV upload another profile was also made from", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const cv = await storedCv(supplier.companyId);
    const first = await kit.create(supplier.token, { cv_upload_id: cv.id });
    await kit.create(supplier.token, { cv_upload_id: cv.id, email: "other@example.test" });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/profiles/${first.id}`,
      headers: bearer(supplier.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.ctx.storage.exists(cv.key)).toBe(true);
  });
});
