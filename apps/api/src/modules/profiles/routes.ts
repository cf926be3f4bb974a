import {
  envelope,
  PROFILE_MANAGER_ROLES,
  pageOf,
  profileBodySchema,
  profileBulkPublicationBodySchema,
  profileBulkPublicationResultSchema,
  profileDetailSchema,
  profileListItemSchema,
  profileListQuerySchema,
  profilePublicationBodySchema,
  ROLE,
  studentAccountLinkBodySchema,
  studentAccountLinkResultSchema,
  studentAccountSchema,
  technologySchema,
} from "@mkt/contracts";
import { z } from "zod";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { editorOf, managerOf, PROFILE_EDITOR_ROLES, PROFILE_READER_ROLES, viewerOf } from "./access.ts";
import {
  createProfile,
  deleteProfile,
  freelancerProfile,
  setPublication,
  updateProfile,
} from "./edit-profile.ts";
import { getProfile, listProfiles, listTechnologies, studentProfile } from "./read-profile.ts";
import { academyManagerOf, linkStudentAccount, listStudentAccounts } from "./student-accounts.ts";

const security = [{ bearer: [] }];
const tags = ["profiles"];

/** Consultant profiles: the supplier's list, create, edit, publish, delete, and the freelancer's own profile. */
export function registerProfileRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const managers = requireRoles(...PROFILE_MANAGER_ROLES);
  const listers = requireRoles(...PROFILE_MANAGER_ROLES, ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const readers = requireRoles(...PROFILE_READER_ROLES);
  const editors = requireRoles(...PROFILE_EDITOR_ROLES);

  app.get(
    "/technologies",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The technology lookup list (skills of profiles); disabled entries flagged enabled: false",
        security,
        response: { 200: envelope(z.array(technologySchema)), ...errorResponses },
      },
    },
    async () => ok(await listTechnologies(db, { includeDisabled: true })),
  );

  app.get(
    "/profiles",
    {
      onRequest: listers,
      schema: {
        tags,
        summary:
          "The company's profiles (staff: every company, or company_id): search, availability, technology, sort",
        security,
        querystring: profileListQuerySchema,
        response: { 200: envelope(pageOf(profileListItemSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listProfiles(db, viewerOf(requireAuth(request)), request.query)),
  );

  app.post(
    "/profiles",
    {
      onRequest: managers,
      bodyLimit: BODY_LIMITS.largeForm,
      schema: {
        tags,
        summary: "Create a profile with its skills, languages, experiences, certifications and education",
        security,
        body: profileBodySchema,
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await createProfile(
          db,
          managerOf(auth),
          { docStatus: auth.row.docStatus, docLimitDate: auth.row.docLimitDate },
          request.body,
        ),
      );
    },
  );

  app.get(
    "/profiles/me",
    {
      onRequest: requireRoles(ROLE.FREELANCER, ROLE.PROFILE_ACCADEMY),
      schema: {
        tags,
        summary:
          "Freelancer: the single own profile (created as an unpublished draft on first access); student: the profile the academy linked to the account",
        security,
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const viewer = viewerOf(auth);
      if (viewer.kind === "student") return ok(await studentProfile(db, viewer));
      return ok(await freelancerProfile(db, managerOf(auth), auth.row, request.lang));
    },
  );

  app.get(
    "/profiles/student-accounts",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Academy: its student users (Profile Accademy), each with the profile linked to it",
        security,
        response: { 200: envelope(z.array(studentAccountSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listStudentAccounts(db, academyManagerOf(requireAuth(request)))),
  );

  app.put(
    "/profiles/:id/student-account",
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "Academy: link one of its student users to the profile (the student is notified), or unlink it (user_id null)",
        security,
        params: idParams,
        body: studentAccountLinkBodySchema,
        response: { 200: envelope(studentAccountLinkResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await linkStudentAccount(
          db,
          ctx.bus,
          academyManagerOf(auth),
          auth.row.companyName,
          request.params.id,
          request.body.user_id,
        ),
      );
    },
  );

  app.post(
    "/profiles/publication",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Publish or unpublish several own profiles (all or none)",
        security,
        body: profileBulkPublicationBodySchema,
        response: { 200: envelope(profileBulkPublicationResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok({
        updated: await setPublication(
          db,
          managerOf(requireAuth(request)),
          request.body.ids,
          request.body.published,
        ),
      }),
  );

  app.get(
    "/profiles/:id",
    {
      onRequest: readers,
      schema: {
        tags,
        summary:
          "One profile: the owner's and staff see everything; clients see published ones, anonymised until unlocked",
        security,
        params: idParams,
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await getProfile(db, viewerOf(requireAuth(request)), request.params.id)),
  );

  app.put(
    "/profiles/:id",
    {
      onRequest: editors,
      bodyLimit: BODY_LIMITS.largeForm,
      schema: {
        tags,
        summary:
          "Replace a profile and its nested lists in one transaction (a student: their own profile, premium and CV file unchanged)",
        security,
        params: idParams,
        body: profileBodySchema,
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateProfile(db, editorOf(requireAuth(request)), request.params.id, request.body)),
  );

  app.post(
    "/profiles/:id/publication",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Publish or unpublish one own profile",
        security,
        params: idParams,
        body: profilePublicationBodySchema,
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const manager = managerOf(requireAuth(request));
      await setPublication(db, manager, [request.params.id], request.body.published);
      return ok(await getProfile(db, manager, request.params.id));
    },
  );

  app.delete(
    "/profiles/:id",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Delete a profile (refused while it is in an active collaboration)",
        security,
        params: idParams,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      await deleteProfile(db, ctx.storage, managerOf(requireAuth(request)), request.params.id);
      return ok({ deleted: true as const });
    },
  );
}
