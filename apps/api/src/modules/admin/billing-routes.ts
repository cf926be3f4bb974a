import {
  companySubscriptionSchema,
  companySubscriptionsQuerySchema,
  couponCreateBodySchema,
  couponSchema,
  couponUpdateBodySchema,
  envelope,
  pageOf,
  planUpdateBodySchema,
  ROLE,
} from "@mkt/contracts";
import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import { isUniqueViolation } from "../../db/client.ts";
import { company, coupon, creditLedger, plan, subscription } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireRoles } from "../auth/index.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];

type CouponRow = typeof coupon.$inferSelect;
const audienceOf = (a: string): "client" | "supplier" | "all" =>
  a === "client" || a === "supplier" ? a : "all";
const toCoupon = (c: CouponRow) => ({
  id: c.id,
  code: c.code,
  kind: c.kind === "amount" ? ("amount" as const) : ("percent" as const),
  value: c.value,
  audience: audienceOf(c.audience),
  expires_at: c.expiresAt?.toISOString() ?? null,
  max_redemptions: c.maxRedemptions,
  redemptions: c.redemptions,
  active: c.active,
});

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
    async (request) => {
      const { page, limit, search, state } = request.query;
      const where = and(
        search ? ilike(company.name, `%${search.replace(/[%_]/g, "\\$&")}%`) : undefined,
        state ? eq(subscription.state, state) : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(subscription)
        .innerJoin(company, eq(company.id, subscription.companyId))
        .where(where);
      const credits = db
        .select({
          companyId: creditLedger.companyId,
          balance: sql<number>`sum(${creditLedger.delta})::int`.as("balance"),
        })
        .from(creditLedger)
        .innerJoin(subscription, eq(subscription.companyId, creditLedger.companyId))
        .where(sql`${creditLedger.createdAt} >= ${subscription.startedAt}`)
        .groupBy(creditLedger.companyId)
        .as("credits");
      const rows = await db
        .select({
          subscription,
          plan,
          company: { id: company.id, name: company.name, type: company.type },
          balance: credits.balance,
        })
        .from(subscription)
        .innerJoin(company, eq(company.id, subscription.companyId))
        .innerJoin(plan, eq(plan.id, subscription.planId))
        .leftJoin(credits, eq(credits.companyId, subscription.companyId))
        .where(where)
        .orderBy(asc(company.name))
        .limit(limit)
        .offset((page - 1) * limit);
      return ok({
        items: rows.map((r) => ({
          company_id: r.company.id,
          company_name: r.company.name,
          company_type: r.company.type,
          plan_id: r.plan.id,
          plan_name: r.plan.name,
          state: r.subscription.state,
          expires: r.subscription.expiresOn,
          credit_available: r.balance ?? 0,
          cancel_at_period_end: r.subscription.cancelAtPeriodEnd,
          provider: r.subscription.provider,
        })),
        total: total?.n ?? 0,
        page,
        limit,
      });
    },
  );

  app.patch(
    "/admin/plans/:id",
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Administrator: edit a plan",
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: planUpdateBodySchema,
        response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const [row] = await db
        .update(plan)
        .set({
          ...(b.title !== undefined ? { title: b.title } : {}),
          ...(b.price !== undefined ? { priceYear: b.price.toFixed(2) } : {}),
          ...(b.credits !== undefined ? { creditsYear: b.credits } : {}),
          ...(b.max_project !== undefined ? { maxProject: b.max_project } : {}),
          ...(b.max_position !== undefined ? { maxPosition: b.max_position } : {}),
          ...(b.n_max_users !== undefined ? { nMaxUsers: b.n_max_users } : {}),
          ...(b.transaction_fee !== undefined ? { transactionFee: b.transaction_fee.toFixed(2) } : {}),
          ...(b.functions !== undefined ? { functions: b.functions } : {}),
          ...(b.active !== undefined ? { active: b.active } : {}),
        })
        .where(eq(plan.id, request.params.id))
        .returning({ id: plan.id });
      if (!row) throw new AppError("common.not_found");
      return ok(row);
    },
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
    async () => ok((await db.select().from(coupon).orderBy(desc(coupon.id)).limit(200)).map(toCoupon)),
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
    async (request) => {
      const b = request.body;
      try {
        const [row] = await db
          .insert(coupon)
          .values({
            code: b.code,
            kind: b.kind,
            value: b.value,
            audience: b.audience,
            expiresAt: b.expires_at ? new Date(b.expires_at) : null,
            maxRedemptions: b.max_redemptions,
          })
          .returning();
        return ok(toCoupon(row!));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError("validation.failed", {
            status: 409,
            fieldErrors: [{ field: "code", code: "validation.invalid", message: "" }],
          });
        }
        throw error;
      }
    },
  );

  app.patch(
    "/admin/coupons/:id",
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Administrator: switch a coupon on or off",
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: couponUpdateBodySchema,
        response: { 200: envelope(couponSchema), ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await db
        .update(coupon)
        .set({ active: request.body.active })
        .where(eq(coupon.id, request.params.id))
        .returning();
      if (!row) throw new AppError("common.not_found");
      return ok(toCoupon(row));
    },
  );
}
