// The collaborations module's public face: other modules import only from here (layer rule api-module-via-index).
export { renderInterviewMail } from "./mails.ts";
export { openCollaborationPath, readOpenCollaboration } from "./open-link.ts";
export { openServiceCollaboration, type ServiceCollaborationValues } from "./open-service-collaboration.ts";
export { isServiceCollaboration } from "./queries/list.ts";
export { addEvent } from "./queries/parties.ts";
export { recomputeServiceRating } from "./queries/reviews.ts";
export { notifySides, openCollaboration } from "./service.ts";
