import { envelope, placeSuggestionSchema, placesQuerySchema } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, requestLanguage, type TypedApp } from "../../lib/http.ts";
import { optionallyAuthenticated } from "../auth/index.ts";
import { placeSuggestions } from "./suggest.ts";

/** GET places?q=: the city autocomplete over Italian municipalities, provinces and regions (issue 22). */
export function registerPlaceRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  app.get(
    "/places",
    {
      onRequest: optionallyAuthenticated,
      schema: {
        tags: ["reference"],
        summary:
          "Places matching a typed city (top 10, labelled in the caller's language); public, rate-limited",
        querystring: placesQuerySchema,
        response: { 200: envelope(z.array(placeSuggestionSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await placeSuggestions(
          db,
          request.query.q,
          requestLanguage(request),
          request.auth ? null : request.ip,
        ),
      ),
  );
}
