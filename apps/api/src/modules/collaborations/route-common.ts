import { collaborationDetailSchema, envelope } from "@mkt/contracts";
import { errorResponses } from "../../lib/http.ts";

// The OpenAPI parts every collaborations route file shares.
export const security = [{ bearer: [] }];
export const tags = ["collaborations"];
export const detail = { 200: envelope(collaborationDetailSchema), ...errorResponses };
