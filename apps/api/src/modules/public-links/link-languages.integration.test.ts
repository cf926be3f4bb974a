import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { spokenLanguage } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { linkKit } from "./public-links-test-support.ts";

describe("a shared link's languages come from the spoken-language table (issue 17)", () => {
  const t = useTestApp();
  const k = linkKit(t);

  it("names the link's languages as staff named them, and filters by any code of the pattern", async () => {
    const ids = await k.browse.profiles();
    const client = await k.sharer();
    const link = await k.share(client.token, [ids.giulia, ids.bruno], { title: "Languages" });
    const viewer = (await k.contacts(link.token)).json().data.viewer_token as string;

    await t.database.db
      .update(spokenLanguage)
      .set({ nameEn: "English (any variety)", nameIt: "Inglese (qualsiasi)" })
      .where(eq(spokenLanguage.code, "en"));
    const languages = (language: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/publicLinkProfile/listLanguages?token=${link.token}`,
        headers: { "accept-language": language },
      });
    expect((await languages("en")).json().data).toEqual([
      { code: "en", name: "English (any variety)" },
      { code: "it", name: "Italian" },
    ]);
    expect((await languages("it")).json().data).toEqual([
      { code: "en", name: "Inglese (qualsiasi)" },
      { code: "it", name: "Italiano" },
    ]);

    const english = await k.filter(link.token, viewer, { languages: ["en"] });
    expect(english.statusCode).toBe(200);
    expect(english.json().data.total).toBeGreaterThan(0);
    // A language staff added (not in the former fixed list) is a valid filter: nobody speaks it here.
    const korean = await k.filter(link.token, viewer, { languages: ["ko"] });
    expect(korean.statusCode, korean.body).toBe(200);
    expect(korean.json().data.total).toBe(0);
    const bad = await k.filter(link.token, viewer, { languages: ["EN; drop"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^languages/);
  });
});
