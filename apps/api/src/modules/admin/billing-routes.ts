import {
  companySubscriptionSchema,
  companySubscriptionsQuerySchema,
  couponCreateBodySchema,
  couponSchema,
  couponUpdateBodySchema,
  envelope,
  INT4_MAX,
  pageOf,
  planUpdateBodySchema,
  ROLE,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireRoles } from "../auth/index.ts";
import {
  companySubscriptions,
  createCoupon,
  editPlan,
  listCoupons,
  switchCoupon,
} from "./billing-service.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];

/** Staff pages /company_subscriptions, /coupons and plan editing. */
export function registerAdminBillingRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const admin = requireRoles(ROLE.ADMINISTRATOR);

  app.get(
    "/admin/subscriptions",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Companies with their plan, state, expiry and credits",
        security,
        querystring: companySubscriptionsQuerySchema,
        response: { 200: envelope(pageOf(companySubscriptionSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await companySubscriptions(db, request.query)),
  );

  app.patch(
    "/admin/plans/:id",
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Administrator: edit a plan",
        security,
        params: z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) }),
        body: planUpdateBodySchema,
        response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses },
      },
    },
    async (request) => ok(await editPlan(db, request.params.id, request.body)),
  );

  app.get(
    "/admin/coupons",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Coupons, newest first",
        security,
        response: { 200: envelope(z.array(couponSchema)), ...errorResponses },
      },
    },
    async () => ok(await listCoupons(db)),
  );

  app.post(
    "/admin/coupons",
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Administrator: create a coupon",
        security,
        body: couponCreateBodySchema,
        response: { 200: envelope(couponSchema), ...errorResponses },
      },
    },
    async (request) => ok(await createCoupon(db, request.body)),
  );

  app.patch(
    "/admin/coupons/:id",
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Administrator: switch a coupon on or off",
        security,
        params: z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) }),
        body: couponUpdateBodySchema,
        response: { 200: envelope(couponSchema), ...errorResponses },
      },
    },
    async (request) => ok(await switchCoupon(db, request.params.id, request.body.active)),
  );
}
