// The service-requests module's public face: other modules import only from here (layer rule api-module-via-index).
// Quote requests on services are reached over HTTP only (routes.ts, registered by app.ts); the schema's notice
// links are what other parts of the product may point at.
export { incomingLink, requestLink } from "./notices.ts";
