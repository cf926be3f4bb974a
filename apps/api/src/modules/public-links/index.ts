// The public-links module's public face: other modules and the app's wiring import only from here.
export { publicLinkPreview } from "./preview.ts";
export { purgeEndedPublicLinks } from "./purge.ts";
export { registerPublicLinkRoutes } from "./routes.ts";
