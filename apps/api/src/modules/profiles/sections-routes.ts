import {
  envelope,
  profileCertificationInputSchema,
  profileCertificationsSchema,
  profileExperienceInputSchema,
  profileExperiencesSchema,
  profileSectionItemParamsSchema,
  ROLE,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { PROFILE_EDITOR_ROLES } from "./access.ts";
import {
  addCertification,
  addExperience,
  deleteCertification,
  deleteExperience,
  listCertifications,
  listExperiences,
  sectionActorOf,
  updateCertification,
  updateExperience,
} from "./sections.ts";

const security = [{ bearer: [] }];
const tags = ["profiles"];

/**
 * §2.2 working_experience and certifications: one profile's work experiences and certifications, changed one
 * entry at a time by whoever may edit the profile (its company's managers, the student their own profile) and
 * staff. Every change moves the profile's updated_at and recomputes its matches, as a whole-profile save does.
 */
export function registerProfileSectionRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const editors = requireRoles(...PROFILE_EDITOR_ROLES, ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const actor = (request: Parameters<typeof requireAuth>[0]) => sectionActorOf(requireAuth(request));

  app.get(
    "/profiles/:id/experiences",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "A profile's work experiences, current first then most recent (editors of the profile)",
        security,
        params: idParams,
        response: { 200: envelope(profileExperiencesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listExperiences(db, actor(request), request.params.id)),
  );

  app.post(
    "/profiles/:id/experiences",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Add a work experience to a profile; answers the profile's experiences",
        security,
        params: idParams,
        body: profileExperienceInputSchema,
        response: { 200: envelope(profileExperiencesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await addExperience(db, actor(request), request.params.id, request.body)),
  );

  app.put(
    "/profiles/:id/experiences/:itemId",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Replace one work experience of a profile; answers the profile's experiences",
        security,
        params: profileSectionItemParamsSchema,
        body: profileExperienceInputSchema,
        response: { 200: envelope(profileExperiencesSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateExperience(db, actor(request), request.params.id, request.params.itemId, request.body)),
  );

  app.delete(
    "/profiles/:id/experiences/:itemId",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Delete one work experience of a profile; answers the profile's experiences",
        security,
        params: profileSectionItemParamsSchema,
        response: { 200: envelope(profileExperiencesSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await deleteExperience(db, actor(request), request.params.id, request.params.itemId)),
  );

  app.get(
    "/profiles/:id/certifications",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "A profile's certifications, most recently issued first (editors of the profile)",
        security,
        params: idParams,
        response: { 200: envelope(profileCertificationsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listCertifications(db, actor(request), request.params.id)),
  );

  app.post(
    "/profiles/:id/certifications",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Add a certification to a profile; answers the profile's certifications",
        security,
        params: idParams,
        body: profileCertificationInputSchema,
        response: { 200: envelope(profileCertificationsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await addCertification(db, actor(request), request.params.id, request.body)),
  );

  app.put(
    "/profiles/:id/certifications/:itemId",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Replace one certification of a profile; answers the profile's certifications",
        security,
        params: profileSectionItemParamsSchema,
        body: profileCertificationInputSchema,
        response: { 200: envelope(profileCertificationsSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updateCertification(db, actor(request), request.params.id, request.params.itemId, request.body),
      ),
  );

  app.delete(
    "/profiles/:id/certifications/:itemId",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Delete one certification of a profile; answers the profile's certifications",
        security,
        params: profileSectionItemParamsSchema,
        response: { 200: envelope(profileCertificationsSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await deleteCertification(db, actor(request), request.params.id, request.params.itemId)),
  );
}
