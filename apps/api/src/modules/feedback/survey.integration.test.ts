import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, feedbackSurvey } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";

const answer = {
  recommend: 9,
  satisfaction: 4,
  comment: "  Ricerca fornitori molto comoda.  ",
  language: "it",
};

describe("POST /api/feedback/survey", () => {
  const t = useTestApp();
  const send = (token: string | null, payload: object = answer, lang = "it") =>
    t.app.inject({
      method: "POST",
      url: "/api/feedback/survey",
      payload,
      headers: { ...(token ? bearer(token) : {}), "accept-language": lang },
    });
  const flagOf = async (userId: number) =>
    (await t.database.db.select({ f: appUser.sendFeedback }).from(appUser).where(eq(appUser.id, userId)))[0]
      ?.f;

  it("stores the answer with the role label and sets send_feedback in the same call", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT_EMPLOYEES);
    expect(await flagOf(user.id)).toBe(false);
    const res = await send(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { send_feedback: 1 },
      message: "Grazie per il tuo feedback!",
    });
    const rows = await t.database.db.select().from(feedbackSurvey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      companyId: user.companyId,
      roleLabel: "Client Employees",
      language: "it",
      recommend: 9,
      satisfaction: 4,
      comment: "Ricerca fornitori molto comoda.",
    });
    expect(await flagOf(user.id)).toBe(true);
    const me = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { token, extend_session: 0 },
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.send_feedback).toBe(1);
  });

  it("labels the freelancer 'freelance' and keeps an empty comment as none", async () => {
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.FREELANCER, { language: "en" });
    const res = await send(token, { recommend: 0, satisfaction: 1, comment: "   ", language: "en" }, "en");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Thank you for your feedback!");
    const [row] = await t.database.db.select().from(feedbackSurvey);
    expect(row).toMatchObject({ roleLabel: "freelance", language: "en", recommend: 0, comment: null });
  });

  it("answers field errors in the user's language and writes nothing", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "en" });
    const res = await send(token, { recommend: 11, comment: "x".repeat(1001), language: "fr" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation.failed");
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      recommend: "Invalid value.",
      satisfaction: "This field is required.",
      comment: "Enter at most 1000 characters.",
      language: "Unsupported language.",
    });
    expect(await t.database.db.select().from(feedbackSurvey)).toEqual([]);
    expect(await flagOf(user.id)).toBe(false);
  });

  it("requires a signed-in user", async () => {
    const res = await send(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("auth.unauthorized");
  });

  it("refuses the roles the survey is not offered to", async () => {
    for (const role of [
      ROLE.ADMINISTRATOR,
      ROLE.ADMIN_MANAGEMENT,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.PROFILE_ACCADEMY,
      ROLE.COMPANY_ADMINISTRATOR,
      ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
    ]) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      const res = await send(token);
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.json().code).toBe("auth.forbidden");
    }
    expect(await t.database.db.select().from(feedbackSurvey)).toEqual([]);
  });

  it("accepts one answer per user: the second is 409 with a translated message", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.ACCADEMY);
    expect((await send(token)).statusCode).toBe(200);
    const again = await send(token, { ...answer, recommend: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: "feedback.survey_already_answered",
      message: "Hai già risposto al questionario: grazie!",
    });
    const rows = await t.database.db.select().from(feedbackSurvey).where(eq(feedbackSurvey.userId, user.id));
    expect(rows.map((r) => r.recommend)).toEqual([9]);
  });
});
