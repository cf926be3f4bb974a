import type { DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { TokenService } from "../auth/index.ts";

/**
 * A module's say over the link of a notification e-mail, per recipient. A notification stores one link for all
 * its recipients (the signed-in page, used in the app); its e-mail may carry another for some of them: the
 * collaborations module gives a collaboration's client users the read-only open link (a signed token), so the
 * mail opens without signing in. Given the stored link and the recipient, a hook answers the path the mail
 * carries instead (starting with "/"), or null to leave the link as it is. The first hook that answers wins.
 */
export type MailLinkHook = (
  db: DbOrTx,
  tokens: TokenService,
  recipientId: number,
  link: string,
) => Promise<string | null>;

/** The hooks of one running app, by its bus (like the mail deps themselves: email.ts attachNotificationMail). */
const hooksByBus = new WeakMap<RealtimeBus, MailLinkHook[]>();

/** The hooks bound to this bus (the same list as hooks are added, so mail deps built earlier see later ones). */
export function mailLinkHooks(bus: RealtimeBus): MailLinkHook[] {
  const found = hooksByBus.get(bus);
  if (found) return found;
  const list: MailLinkHook[] = [];
  hooksByBus.set(bus, list);
  return list;
}

/** A module that owns some notification links adds its hook once, when the app is built (its routes). */
export function addMailLinkHook(bus: RealtimeBus, hook: MailLinkHook): void {
  const list = mailLinkHooks(bus);
  if (!list.includes(hook)) list.push(hook);
}

/** The link one recipient's mail carries for a notification's stored link (null: the notifications page). */
export async function recipientLink(
  db: DbOrTx,
  deps: { tokens: TokenService; linkHooks: readonly MailLinkHook[] },
  recipientId: number,
  link: string | null,
): Promise<string | null> {
  if (!link) return link;
  for (const hook of deps.linkHooks) {
    const path = await hook(db, deps.tokens, recipientId, link);
    if (path?.startsWith("/")) return path;
  }
  return link;
}
