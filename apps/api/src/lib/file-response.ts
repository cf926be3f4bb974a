import type { Readable } from "node:stream";
import contentDisposition from "content-disposition";
import type { FastifyReply } from "fastify";

/**
 * The one way files (uploads from storage, generated PDFs, exports) are sent. A browser opening one must never run
 * it as a page of the platform: the type is the one checked on upload (anything not a plain type/subtype becomes
 * application/octet-stream), `nosniff` stops the browser from guessing another, and only images and PDFs may be
 * shown inline; everything else is an attachment. The filename is encoded per RFC 6266 / RFC 5987 (an ASCII
 * fallback plus `filename*=UTF-8''…`), so quotes, semicolons, line breaks or non-Latin names cannot break the header.
 */

/** Types a browser may display inline: raster images and PDF (no SVG, no HTML, no text). */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf"]);
/** type/subtype with no parameters; one class per part, so it runs in linear time. */
const MEDIA_TYPE = /^[a-z]{1,20}\/[a-z0-9.+-]{1,100}$/;
/** Control characters, path separators and the characters Windows refuses in names. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

export type FileMeta = {
  /** The checked content type (from the upload's content sniffing, or the generator's own). */
  contentType: string;
  /** The name offered to the user; stripped of path parts and control characters, at most 150 characters. */
  filename?: string | undefined;
  /** "inline" is honoured only for images and PDFs. Default "attachment". */
  disposition?: "inline" | "attachment";
  /** Default `private, no-cache`: files are per user; the browser revalidates. */
  cacheControl?: string;
  size?: number | undefined;
};

export function safeFilename(name: string): string {
  const cleaned = name.replace(UNSAFE_NAME_CHARS, "_").trim().replace(/^\.+/, "");
  return cleaned.slice(0, 150) || "file";
}

export function safeContentType(type: string): string {
  const t = type.trim().toLowerCase();
  return MEDIA_TYPE.test(t) ? t : "application/octet-stream";
}

/** Sets the download headers (type, disposition, nosniff, caching) and sends the body. */
export function sendFile(reply: FastifyReply, body: Readable | Buffer, meta: FileMeta) {
  const type = safeContentType(meta.contentType);
  const inline = meta.disposition === "inline" && INLINE_TYPES.has(type);
  const disposition = inline ? "inline" : "attachment";
  reply
    .type(type)
    .header(
      "content-disposition",
      meta.filename ? contentDisposition(safeFilename(meta.filename), { type: disposition }) : disposition,
    )
    .header("x-content-type-options", "nosniff")
    .header("cache-control", meta.cacheControl ?? "private, no-cache");
  if (meta.size !== undefined) reply.header("content-length", meta.size);
  return reply.send(body);
}
