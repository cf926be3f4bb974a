import { envelope, INT4_MAX, type ProfileDetail, profileDetailSchema, ROLE } from "@mkt/contracts";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { assertFunctionAllowed, spendCredit } from "../plans/index.ts";
import { type Viewer, viewerOf, visibleProfile } from "./access.ts";
import { insertProfileAccessOnce } from "./queries/cv.ts";
import { getProfile } from "./read-profile.ts";

const INFORMATION_BLOCKED = "information_blocked";
type Client = Extract<Viewer, { kind: "client" }>;

/**
 * Unlocks a published profile's contact details for the client's company (information_blocked): one credit, once
 * per (company, profile). The access row and the ledger spend commit together; a second unlock, or a concurrent
 * one that loses the race on the row's key, spends nothing. From then on the detail, the search results and the
 * PDF CV show the name, e-mail, phone and photo to every user of that company.
 */
export async function unlockContacts(db: Db, viewer: Client, profileId: number): Promise<ProfileDetail> {
  const found = await visibleProfile(db, viewer, profileId);
  if (!found.contactsVisible) {
    await assertFunctionAllowed(db, viewer.companyId, viewer.companyType, viewer.roleId, INFORMATION_BLOCKED);
    await db.transaction(async (tx) => {
      const inserted = await insertProfileAccessOnce(tx, {
        companyId: viewer.companyId,
        profileId,
        functionState: INFORMATION_BLOCKED,
        userId: viewer.userId,
      });
      if (!inserted) return;
      await spendCredit(tx, {
        companyId: viewer.companyId,
        userId: viewer.userId,
        functionState: INFORMATION_BLOCKED,
        reference: `profile:${profileId}`,
      });
    });
  }
  return getProfile(db, viewer, profileId);
}

/** POST /profiles/:id/unlock (§4 information_blocked): client roles only. */
export function registerProfileUnlockRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  app.post(
    "/profiles/:id/unlock",
    {
      onRequest: requireRoles(ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES),
      schema: {
        tags: ["profiles"],
        summary:
          "Unlock a published profile's contacts for the client's company: one credit, once per profile (information_blocked)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) }),
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireAuth(request));
      if (viewer.kind !== "client") throw new AppError("auth.forbidden");
      return ok(await unlockContacts(db, viewer, request.params.id));
    },
  );
}
