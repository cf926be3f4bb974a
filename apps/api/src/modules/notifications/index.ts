// The notifications module's public face: other modules import only from here (layer rule api-module-via-index).

export { addMailLinkHook, type MailLinkHook } from "./mail-links.ts";
export { companyRecipients } from "./queries.ts";
export {
  type MailEntry,
  notifyUsers,
  replaceUnreadNotification,
  reviseUnreadNotification,
} from "./service.ts";
