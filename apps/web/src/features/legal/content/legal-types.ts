/** A block of a legal text: a paragraph, or a bulleted list of items. */
export type LegalBlock = string | readonly string[];

/** One numbered section of a legal text: its anchor (for the table of contents), heading and blocks. */
export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

/** The terms of service or the privacy policy in one language (structured content, not markup). */
export type LegalDocument = { title: string; intro: string; sections: readonly LegalSection[] };

export type LegalKind = "terms" | "privacy";
