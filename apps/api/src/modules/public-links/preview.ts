import { isPublicLinkTokenFormat, type Language } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import type { PagePreview } from "../../lib/web-static.ts";
import { hashLinkToken } from "./link-token.ts";
import { statusOf } from "./public-access.ts";
import { findLinkByHash } from "./queries.ts";

const COPY: Record<Language, { title: string; one: string; many: string; gone: string; goneText: string }> = {
  it: {
    title: "Profili IT condivisi",
    one: "Un profilo IT selezionato per te: lascia i tuoi contatti per vederlo.",
    many: "{{n}} profili IT selezionati per te: lascia i tuoi contatti per vederli.",
    gone: "Link non disponibile",
    goneText: "Questo link condiviso non è più disponibile.",
  },
  en: {
    title: "Shared IT profiles",
    one: "An IT profile picked for you: leave your contact details to see it.",
    many: "{{n}} IT profiles picked for you: leave your contact details to see them.",
    gone: "Link not available",
    goneText: "This shared link is no longer available.",
  },
};

/**
 * The head of a /public/{token} page for chat and social previews: a generic title, the number of profiles and the
 * brand's share image — never a name, a company or anything the visitor has to leave contacts for. Not a view.
 */
export async function publicLinkPreview(
  ctx: AppContext,
  path: string,
  origin: string,
  fallback: Language,
): Promise<PagePreview | null> {
  const match = /^\/public\/([^/?#]+)\/?$/.exec(path);
  if (!match) return null;
  const token = decodeURIComponent(match[1] ?? "");
  const found = isPublicLinkTokenFormat(token)
    ? await findLinkByHash(ctx.database.db, hashLinkToken(token))
    : undefined;
  const language: Language = found?.link.language === "en" ? "en" : found ? "it" : fallback;
  const copy = COPY[language];
  const image = `${origin}/share-preview.png`;
  if (!found || statusOf(found.link) !== "active")
    return { title: copy.gone, description: copy.goneText, image, language };
  const n = found.link.profileIds.length;
  return {
    title: copy.title,
    description: n === 1 ? copy.one : copy.many.replace("{{n}}", String(n)),
    image,
    language,
  };
}
