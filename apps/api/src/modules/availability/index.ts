// The availability module's public face: other modules import only from here (layer rule api-module-via-index).

export { createLeadRequest } from "./open-request.ts";
export { requestCounts } from "./queries.ts";
export { ANSWERING_ROLES, REQUESTING_ROLES } from "./service.ts";
