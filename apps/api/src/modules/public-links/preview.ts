import { isPublicLinkTokenFormat, type Language } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { PagePreview } from "../../lib/web-static.ts";
import { hashLinkToken } from "./link-token.ts";
import { openPositionOfLink } from "./position-link.ts";
import { statusOf } from "./public-access.ts";
import { findLinkByHash, type LinkRow } from "./queries.ts";

type Copy = {
  title: string;
  one: string;
  many: string;
  positionTitle: string;
  position: string;
  gone: string;
  goneText: string;
};

const COPY: Record<Language, Copy> = {
  it: {
    title: "Profili IT condivisi",
    one: "Un profilo IT selezionato per te: lascia i tuoi contatti per vederlo.",
    many: "{{n}} profili IT selezionati per te: lascia i tuoi contatti per vederli.",
    positionTitle: "Posizione IT condivisa",
    position: "Una posizione IT e i profili compatibili: lascia i tuoi contatti per vederli.",
    gone: "Link non disponibile",
    goneText: "Questo link condiviso non è più disponibile.",
  },
  en: {
    title: "Shared IT profiles",
    one: "An IT profile picked for you: leave your contact details to see it.",
    many: "{{n}} IT profiles picked for you: leave your contact details to see them.",
    positionTitle: "Shared IT position",
    position: "An IT position and its compatible profiles: leave your contact details to see them.",
    gone: "Link not available",
    goneText: "This shared link is no longer available.",
  },
};

/** Whether a position link's position is still open (a closed one previews as not available). */
async function positionStillOpen(ctx: AppContext, link: LinkRow): Promise<boolean> {
  try {
    await openPositionOfLink(ctx.database.db, link);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * The head of a /public/{token} page for chat and social previews: a generic title, the number of profiles (for a
 * position link: that it holds a position and its compatible profiles) and the brand's share image — never a name,
 * a company, the position's title or anything the visitor has to leave contacts for. Not a view.
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
  if (found.link.kind === "position")
    return (await positionStillOpen(ctx, found.link))
      ? { title: copy.positionTitle, description: copy.position, image, language }
      : { title: copy.gone, description: copy.goneText, image, language };
  const n = found.link.profileIds.length;
  return {
    title: copy.title,
    description: n === 1 ? copy.one : copy.many.replace("{{n}}", String(n)),
    image,
    language,
  };
}
