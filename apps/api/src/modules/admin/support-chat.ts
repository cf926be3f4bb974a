import { activeSupportChat, type SupportChatWidget } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { isDefaultBrandHost } from "../general/index.ts";

/**
 * The support chat widget a signed-out visitor of this host gets (spec §4: after logout, on the marketplace host):
 * the configured provider and site id when the widget is on and the host is served by the default brand; none on
 * a partner's or distributor's host. Read from the database on every call, like the other settings.
 */
export async function supportChatWidgetFor(
  ctx: AppContext,
  urlOrHost: string | undefined,
): Promise<SupportChatWidget | null> {
  const widget = activeSupportChat((await ctx.settings.productSettings()).support_chat);
  if (!widget) return null;
  return (await isDefaultBrandHost(ctx, urlOrHost)) ? widget : null;
}
