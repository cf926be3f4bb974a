import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, profile } from "../../db/schema/index.ts";
import { quoteTestKit } from "./quotes-test-support.ts";

// Freelancers quote only once staff verified them (freelance/checkValidFreelance, issue 17).

describe("an unverified freelancer cannot quote", () => {
  const { kit, db, call, setup, quoteBody, sendProposal } = quoteTestKit();

  it("answers 409 with the reason to T&M quotes and Fixed Price proposals, and lets it quote once verified", async () => {
    const s = await setup();
    const freelancer = await kit.member(ROLE.FREELANCER);
    await db().update(company).set({ freelanceVerifiedAt: null }).where(eq(company.id, freelancer.companyId));
    const own = await kit.create(freelancer.token, { firstname: "Luca", lastname: "Gialli" });
    await db().update(profile).set({ published: true }).where(eq(profile.id, own.id));

    const refused = await call(
      "POST",
      `/api/positions/${s.position.id}/quotes`,
      freelancer.token,
      quoteBody([own.id], { profile_number: 1 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("quotes.freelancer_not_verified");
    expect(refused.json().message).toContain("non è ancora verificato");
    const proposal = await sendProposal(freelancer.token, s.fp.id, {
      price: "26000",
      delivery_date: "2031-01-10",
    });
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json().code).toBe("quotes.freelancer_not_verified");

    const staff = await kit.member(ROLE.ADMIN_MANAGEMENT);
    const verified = await call("POST", "/api/freelance/checkValidFreelance", staff.token, {
      id: freelancer.companyId,
    });
    expect(verified.statusCode).toBe(200);
    const sent = await call(
      "POST",
      `/api/positions/${s.position.id}/quotes`,
      freelancer.token,
      quoteBody([own.id], { profile_number: 1 }),
    );
    expect(sent.statusCode).toBe(200);
  });
});
