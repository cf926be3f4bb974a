import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, emailOutbox } from "../../db/schema/index.ts";
import { collaborationTestKit, future } from "../collaborations/collaborations-test-support.ts";
import { openCollaborationPath } from "../collaborations/index.ts";

// Issue 16 item 6: POST open/getDetailCollaborationOpen, the collaboration read-only from a mailed link.

const tokenOf = (path: string) => path.replace("/open/collaboration/", "");

describe("the collaboration detail by token", () => {
  const { t, db, call, accepted } = collaborationTestKit();
  const read = (token: unknown) => call("POST", "/api/open/getDetailCollaborationOpen", undefined, { token });

  it("the client's interview confirmation mail links to the collaboration, readable without signing in", async () => {
    const s = await accepted();
    const id = s.collab.id;
    await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
      slots: [future(48), future(72)],
      location: "Room 1",
    });
    const detail = (await call("GET", `/api/collaborations/${id}`, s.client.token)).json().data;
    const picked = await call(
      "POST",
      `/api/interviews/${detail.interviews[0].id}/respond`,
      s.supplier.token,
      {
        slot_id: detail.interviews[0].slots[0].id,
      },
    );
    expect(picked.statusCode).toBe(200);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, s.client.user.email));
    const mail = mails.find((m) => m.template === "interview_confirmed");
    const link = /\/open\/collaboration\/([A-Za-z0-9_.-]+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    // The supplier's mail keeps the signed-in page.
    const supplierMail = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.to, s.supplier.user.email))
    ).find((m) => m.template === "interview_confirmed");
    expect(supplierMail?.text).toContain(`/collaborations_request?id=${id}`);
    expect(supplierMail?.text).not.toContain("/open/collaboration/");

    const res = await read(link?.[1]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      status: "interview",
      position_title: "Java developer",
      need_title: "Core banking",
      interview_status: "confirmed",
      signed_in_path: `/collaborations_request?id=${id}`,
    });
    expect(res.json().data.profile_name).toContain("Giulia");
    // No personal contact data in the answer.
    expect(res.body).not.toMatch(/@|"email"|"phone"|"cv/);
    // Not one-time-use: the link opens again.
    expect((await read(link?.[1])).statusCode).toBe(200);
  });

  it("refuses forged, malformed, expired and foreign links with 401", async () => {
    const s = await accepted();
    const id = s.collab.id;
    const good = tokenOf(await openCollaborationPath(t.ctx.tokens, id, s.client.user.id));
    const code = async (token: unknown) => {
      const res = await read(token);
      return [res.statusCode, res.json().errors?.[0]?.field ?? res.json().code];
    };
    expect(await code(good)).toEqual([200, undefined]);
    expect(await code(`${good.slice(0, -2)}xx`)).toEqual([401, "open.collaboration_link_invalid"]);
    expect(await code("not-a-token")).toEqual([401, "open.collaboration_link_invalid"]);
    expect(await code("")).toEqual([400, "token"]);
    const expired = await t.ctx.tokens.signPurpose(
      `open-collaboration:${id}`,
      s.client.user.id,
      Math.floor(Date.now() / 1000) - 60,
    );
    expect(await code(expired)).toEqual([401, "open.collaboration_link_expired"]);
    // Another purpose's token (an opt-out link) never opens a collaboration.
    const optOut = await t.ctx.tokens.signPurpose("optout-notifications", s.client.user.id, "1d");
    expect(await code(optOut)).toEqual([401, "open.collaboration_link_invalid"]);
    // The supplier's users are not the client: a link naming one of them is refused.
    const supplierLink = tokenOf(await openCollaborationPath(t.ctx.tokens, id, s.supplier.user.id));
    expect(await code(supplierLink)).toEqual([401, "open.collaboration_link_invalid"]);
    // A disabled client user's link stops working.
    await db().update(appUser).set({ disabledAt: new Date() }).where(eq(appUser.id, s.client.user.id));
    expect(await code(good)).toEqual([401, "open.collaboration_link_invalid"]);
  });

  it("a link of one collaboration cannot read another", async () => {
    const a = await accepted();
    const b = await accepted();
    // The client of A naming B (its token is signed for B's id, but the user is not B's client).
    const crossed = tokenOf(await openCollaborationPath(t.ctx.tokens, b.collab.id, a.client.user.id));
    const res = await read(crossed);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("open.collaboration_link_invalid");
    // A's own link answers A only.
    const own = tokenOf(await openCollaborationPath(t.ctx.tokens, a.collab.id, a.client.user.id));
    expect((await read(own)).json().data.id).toBe(a.collab.id);
  });
});
