import { CV_LIMITS, PROFILE_LIMITS } from "@mkt/contracts";
import type { UploadRule } from "../company-profile/index.ts";

/** Profile photos: PNG, JPEG or WebP up to 2 MB (the server checks the content again). */
export const PHOTO_RULE: UploadRule = {
  maxBytes: PROFILE_LIMITS.photoMaxBytes,
  types: ["image/png", "image/jpeg", "image/webp"],
  extensions: [".png", ".jpg", ".jpeg", ".webp"],
};

/** CVs to digitize: PDF or DOCX up to 5 MB (the server also checks pages, zip parts, expanded size and text: CV_LIMITS). */
export const CV_RULE: UploadRule = {
  maxBytes: CV_LIMITS.maxBytes,
  types: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  extensions: [".pdf", ".docx"],
};

export { acceptOf, checkUpload, megabytes } from "../company-profile/index.ts";
