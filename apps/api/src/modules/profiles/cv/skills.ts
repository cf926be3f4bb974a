/** A technology of the catalogue as the parser reads it: canonical name and other spellings. */
export type CatalogueEntry = { id: number; name: string; aliases: string[] };
