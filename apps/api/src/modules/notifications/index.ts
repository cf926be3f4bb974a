// The notifications module's public face: other modules import only from here (layer rule api-module-via-index).
export { companyRecipients, notifyUsers } from "./service.ts";
