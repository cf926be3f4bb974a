import { z } from "zod";
import { ROLE, type RoleId, roleIn } from "../auth/roles.ts";
import { pageOf, paginationQuerySchema } from "../common/pagination.ts";
import { serviceSearchItemSchema } from "./search.ts";

/**
 * Who saves services to the company's favourites (issue 15, favourites): the searching roles whose company buys —
 * clients and company administrators. Staff search the catalogue but buy nothing.
 */
export const SERVICE_FAVOURITE_ROLES = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.COMPANY_ADMINISTRATOR,
  ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
] as const satisfies readonly RoleId[];

/** Whether a role may save services to its company's favourites. */
export const canFavouriteServices = (role: RoleId): boolean => roleIn(SERVICE_FAVOURITE_ROLES, role);

/** The answer of `POST|DELETE services/:id/favourite`: whether the service is now among the favourites. */
export const serviceFavouriteStateSchema = z.object({ favourite: z.boolean() });
export type ServiceFavouriteState = z.infer<typeof serviceFavouriteStateSchema>;

/** `GET services/favourites?page&limit`. */
export const serviceFavouritesQuerySchema = paginationQuerySchema;

/** A page of the company's favourite services that are still listed, newest saved first (catalogue cards). */
export const serviceFavouritesPageSchema = pageOf(serviceSearchItemSchema);
export type ServiceFavouritesPage = z.infer<typeof serviceFavouritesPageSchema>;
