import { z } from "zod";

const band = z.enum(["excellent", "very_good", "good", "bad", "no_data"]);

/** GET /api/dashboard/client: the client's home blocks (§2.2 dashboard_client). */
export const clientDashboardSchema = z.object({
  open_needs: z.object({
    count: z.number(),
    latest: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        type: z.enum(["tm", "fp"]),
        positions: z.number(),
        published_at: z.string().nullable(),
      }),
    ),
  }),
  new_quotes: z.object({
    count: z.number(),
    latest: z.array(
      z.object({
        id: z.number(),
        need_id: z.number(),
        need_title: z.string(),
        position_title: z.string().nullable(),
        supplier_name: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
  best_matches: z.array(
    z.object({
      position_id: z.number(),
      position_title: z.string(),
      need_id: z.number(),
      profile_id: z.number(),
      profile_title: z.string(),
      score: z.number(),
      band,
    }),
  ),
  saved_profiles: z.object({
    count: z.number(),
    latest: z.array(
      z.object({ profile_id: z.number(), name: z.string(), title: z.string(), saved_at: z.string() }),
    ),
  }),
  availability: z.object({ pending: z.number(), answered: z.number() }),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

/** GET /api/dashboard/supplier: the supplier's (academy's, freelancer's) home blocks (§2.2 dashboard_supplier). */
export const supplierDashboardSchema = z.object({
  fitting_positions: z.array(
    z.object({
      position_id: z.number(),
      position_title: z.string(),
      need_title: z.string(),
      /** null when the client published the need anonymously. */
      client_name: z.string().nullable(),
      profile_id: z.number(),
      profile_name: z.string(),
      score: z.number(),
      band,
      /** How many of my profiles have a score for the position. */
      profiles_scored: z.number(),
    }),
  ),
  quotes_by_status: z.array(z.object({ status: z.string(), count: z.number() })),
  profiles_without_availability: z.object({
    count: z.number(),
    latest: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        title: z.string(),
        available_from: z.string().nullable(),
      }),
    ),
  }),
  availability: z.object({ pending: z.number(), answered: z.number() }),
});
export type SupplierDashboard = z.infer<typeof supplierDashboardSchema>;
