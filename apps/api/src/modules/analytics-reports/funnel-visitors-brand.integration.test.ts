import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brand, openAccessToken } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";

const COLORS = { main: "#0073aa" };

describe("the funnel's visitors under the brand filter", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  it("counts the open-area entries whose host resolves to the brand; no host goes to the default brand", async () => {
    const [existingDefault] = await db().select().from(brand).where(eq(brand.isDefault, true));
    const platform =
      existingDefault ??
      must(
        (
          await db()
            .insert(brand)
            .values({
              name: "Platform",
              hostPattern: null,
              isDefault: true,
              colors: COLORS,
              logoSvg: "<svg/>",
            })
            .returning()
        )[0],
        "the default brand",
      );
    const [partner, partnerShop] = await db()
      .insert(brand)
      .values([
        { name: "Partner", hostPattern: "*.partner.test", colors: COLORS, logoSvg: "<svg/>" },
        { name: "Partner shop", hostPattern: "shop.partner.test", colors: COLORS, logoSvg: "<svg/>" },
      ])
      .returning();
    const origins = [
      "blog.partner.test",
      "partner.test:8443",
      "shop.partner.test",
      "",
      "unknown.example",
      // Outside the period: not counted at all.
      "blog.partner.test",
    ];
    await db()
      .insert(openAccessToken)
      .values(
        origins.map((origin, i) => ({
          tokenHash: String(i).repeat(64),
          entry: "profile_available",
          caller: "test",
          origin,
          createdAt: new Date(i === 5 ? "2026-02-10T10:00:00Z" : "2026-01-10T10:00:00Z"),
          expiresAt: new Date("2026-03-01T10:00:00Z"),
        })),
      );
    const { token } = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    const visitors = async (brandFilter?: number) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/analytics/marketplace?from=2026-01-01&to=2026-01-31${brandFilter ? `&brand=${brandFilter}` : ""}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.funnel.find((s: { step: string }) => s.step === "visitors")?.count;
    };
    expect(await visitors()).toBe(5);
    expect(await visitors(must(partner, "partner").id)).toBe(2);
    expect(await visitors(must(partnerShop, "partner shop").id)).toBe(1);
    // No host and a host no brand lists: the default brand's.
    expect(await visitors(platform.id)).toBe(2);
  });
});
