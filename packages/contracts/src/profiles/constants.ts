/** The codes and limits of a consultant profile (shared by its schemas, rules and other domains). */
/** Limits of the consultant profile (issue 4). */
export const PROFILE_LIMITS = {
  nameMax: 50,
  titleMax: 120,
  summaryMax: 4000,
  cityMax: 80,
  localitiesMax: 10,
  skillsMax: 40,
  languagesMax: 10,
  experiencesMax: 30,
  certificationsMax: 30,
  educationMax: 10,
  descriptionMax: 4000,
  rateMax: 5000,
  yearsMax: 50,
  bulkMax: 200,
  photoMaxBytes: 2 * 1024 * 1024,
  cvMaxBytes: 5 * 1024 * 1024,
} as const;

/**
 * Caps of CV digitizing (issue 13), checked before a file is expanded so that a small crafted file cannot hold
 * the server's time or memory: the upload size, the DOCX zip's entries and declared (and actual) expanded size,
 * the PDF's pages, the extracted text (a longer text is refused, not cut) and the wall-clock time of a parse.
 */
export const CV_LIMITS = {
  maxBytes: PROFILE_LIMITS.cvMaxBytes,
  docxMaxEntries: 2000,
  docxMaxExpandedBytes: 50 * 1024 * 1024,
  pdfMaxPages: 50,
  textMaxChars: 300_000,
  parseTimeoutMs: 10_000,
} as const;

/** Seniority codes (the seniority lookup list), lowest first. */
export const SENIORITIES = ["junior", "middle", "senior", "expert"] as const;
export type ProfileSeniority = (typeof SENIORITIES)[number];
/** Skill level 1 (basic) … 5 (expert). */
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
/** Language levels: the CEFR scale plus native. */
export const LANGUAGE_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2", "native"] as const;
/** Languages a profile can list (ISO 639-1). */
export const PROFILE_LANGUAGE_CODES = [
  "it",
  "en",
  "fr",
  "de",
  "es",
  "pt",
  "nl",
  "ro",
  "pl",
  "ru",
  "ar",
  "zh",
  "ja",
  "uk",
  "sq",
] as const;
export const PROFILE_KINDS = ["employee", "freelancer", "student"] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
/** Sort keys of the supplier's list (§3 order_by). */
export const PROFILE_SORTS = ["updated", "name", "seniority", "rate"] as const;
