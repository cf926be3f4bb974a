// The service-requests module's public face: other modules import only from here (layer rule api-module-via-index).
// Quote requests on services are reached over HTTP (routes.ts, registered by app.ts); the schema's notice links are
// what other parts of the product may point at; the demo seed opens its quote request and answers it through the
// same use cases as the routes.
export { proposeOnTarget } from "./answer-target.ts";
export { createServiceRequest } from "./create-request.ts";
export { incomingLink, requestLink } from "./notices.ts";
