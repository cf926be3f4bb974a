import { ROLE, type TmNeedBody } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { spokenLanguage } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

const url = "/api/client/need/createNeedAndNeedResource";

describe("position languages come from the spoken-language table", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const body = (codes: string[]): TmNeedBody => ({
    title: "Localisation team",
    description: "Translators for the help centre.",
    anonymous: false,
    positions: [
      {
        title: "Translator",
        seniority: "senior",
        languages: codes.map((code) => ({ code, min_level: "C1" })),
      },
    ],
  });
  const post = async (token: string, payload: TmNeedBody) =>
    t.app.inject({ method: "POST", url, headers: bearer(token), payload });

  it("accepts a language staff added to the table, and still one they switched off", async () => {
    await t.database.db.insert(spokenLanguage).values([
      { code: "xh", nameIt: "Xhosa", nameEn: "Xhosa", sort: 90 },
      { code: "zu", nameIt: "Zulu", nameEn: "Zulu", sort: 91, enabled: false },
    ]);
    const client = await kit.member(ROLE.CLIENT);
    const res = await post(client.token, body(["xh", "zu", "en"]));
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.positions[0].languages.map((l: { code: string }) => l.code)
        .sort(),
    ).toEqual(["en", "xh", "zu"]);
  });

  it("refuses a code the table does not know, and a malformed code, with a field message", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const unknown = await post(client.token, body(["en", "qq"]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: "positions.0.languages.1.code", code: "validation.language_unknown" }),
    ]);
    expect(unknown.json().errors[0].message).not.toBe("");
    const malformed = await post(client.token, body(["e1"]));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ field: "positions.0.languages.0.code" });
  });
});
