import { AppError } from "../lib/app-error.ts";
import { detectFileKind, type FileKind, looksLikeCompletePdf } from "./file-types.ts";
import type { Storage } from "./storage.ts";

/**
 * An uploaded file as it arrives from the transport (the shape of a multipart part), so that services take no
 * Fastify type: routes hand `await request.file()` (or a part of `request.parts()`) straight through.
 */
export type IncomingFile = {
  filename: string;
  toBuffer(): Promise<Buffer>;
  file: { truncated: boolean };
};

/** One part of a multipart body: a text field or a file (the shape of `request.parts()`'s items). */
export type IncomingPart =
  | { type: "field"; fieldname: string; value: unknown }
  | ({ type: "file"; fieldname: string } & IncomingFile);

/** A file read within its size limit and checked by content: what services store or parse. */
export type CheckedUpload = { data: Buffer; kind: FileKind; filename: string };

export type UploadRules = { maxBytes: number; kinds: readonly FileKind[] };

/**
 * The one way an upload enters the platform: read fully within its size limit, refused when missing, empty,
 * oversized, of a kind the caller does not accept (detected from the bytes, never from the name or the declared
 * type) or a truncated PDF; the file name is reduced to safe characters.
 */
export async function readUpload(file: IncomingFile | undefined, rules: UploadRules): Promise<CheckedUpload> {
  if (!file) throw new AppError("upload.missing");
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw new AppError("upload.too_large");
  }
  if (file.file.truncated || data.length > rules.maxBytes) throw new AppError("upload.too_large");
  if (data.length === 0) throw new AppError("upload.missing");
  const kind = detectFileKind(data);
  if (!kind || !rules.kinds.includes(kind)) throw new AppError("upload.wrong_type");
  if (kind === "pdf" && !looksLikeCompletePdf(data)) throw new AppError("upload.corrupt");
  return { data, kind, filename: file.filename.replace(/[^\w.\- ]+/g, "_").slice(0, 200) || `file.${kind}` };
}

/**
 * Reads and checks an upload (as `readUpload`) and stores it under the key built from its detected kind; returns
 * the checked file and its key.
 */
export async function storeUpload(
  storage: Storage,
  file: IncomingFile | undefined,
  rules: UploadRules,
  keyOf: (kind: FileKind) => string,
): Promise<CheckedUpload & { key: string }> {
  const upload = await readUpload(file, rules);
  const key = keyOf(upload.kind);
  await storage.put(key, upload.data);
  return { ...upload, key };
}
