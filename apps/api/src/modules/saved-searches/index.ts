// The saved-searches module's public face: other modules import only from here (layer rule api-module-via-index).
export { runSavedSearchAlerts } from "./alerts.ts";
export { eraseSavedSearchesOfUser, savedSearchesForExport } from "./privacy.ts";
