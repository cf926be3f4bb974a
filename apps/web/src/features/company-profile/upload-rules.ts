import { COMPANY_LIMITS } from "@mkt/contracts";

export type UploadProblem = "empty" | "too_large" | "wrong_type";

export type UploadRule = { maxBytes: number; types: readonly string[]; extensions: readonly string[] };

/** Logos: PNG, JPEG or WebP up to 2 MB (the server checks the content again). */
export const LOGO_RULE: UploadRule = {
  maxBytes: COMPANY_LIMITS.logoMaxBytes,
  types: ["image/png", "image/jpeg", "image/webp"],
  extensions: [".png", ".jpg", ".jpeg", ".webp"],
};

/** Documentation: PDF up to 10 MB. */
export const DOCUMENT_RULE: UploadRule = {
  maxBytes: COMPANY_LIMITS.documentMaxBytes,
  types: ["application/pdf"],
  extensions: [".pdf"],
};

/** The accept attribute of a file input for a rule. */
export function acceptOf(rule: UploadRule): string {
  return [...rule.types, ...rule.extensions].join(",");
}

/**
 * Checks a chosen file before sending it: empty, over the size limit, or neither of the accepted types
 * (by declared type, or by extension when the browser declares none).
 */
export function checkUpload(file: { name: string; size: number; type: string }, rule: UploadRule) {
  if (file.size === 0) return "empty" satisfies UploadProblem;
  const lowerName = file.name.toLowerCase();
  const typeOk = file.type
    ? rule.types.includes(file.type)
    : rule.extensions.some((extension) => lowerName.endsWith(extension));
  if (!typeOk) return "wrong_type" satisfies UploadProblem;
  if (file.size > rule.maxBytes) return "too_large" satisfies UploadProblem;
  return null;
}

/** Megabytes for messages ("2", "10"). */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A file size for lists: "850 KB", "1.2 MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
