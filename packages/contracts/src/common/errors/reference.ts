import type { ErrorEntries } from "./entry.ts";

/** The `reference.*` error codes: the staff's reference data (issue 17 item 3). */
export const REFERENCE_ERRORS = {
  "reference.not_found": {
    status: 404,
    it: "Voce non trovata: potrebbe essere stata unita a un'altra.",
    en: "Entry not found: it may have been merged into another.",
  },
  "reference.name_taken": {
    status: 409,
    it: "Esiste già una voce con questo nome o alias.",
    en: "An entry with this name or alias already exists.",
  },
  "reference.alias_taken": {
    status: 409,
    it: "Uno degli alias è già il nome o l'alias di un'altra voce.",
    en: "One of the aliases is already another entry's name or alias.",
  },
  "reference.code_taken": {
    status: 409,
    it: "Esiste già una voce con questo codice.",
    en: "An entry with this code already exists.",
  },
  "reference.merge_same": {
    status: 400,
    it: "Scegli una voce diversa da quella da unire.",
    en: "Choose an entry other than the one being merged.",
  },
  "reference.merge_survivor_invalid": {
    status: 400,
    it: "La voce scelta non esiste o è già stata unita a un'altra.",
    en: "The chosen entry does not exist or has already been merged into another.",
  },
  "reference.merge_category_mismatch": {
    status: 400,
    it: "Si possono unire solo voci della stessa categoria: cambia prima la categoria del duplicato.",
    en: "Only entries of the same category can be merged: change the duplicate's category first.",
  },
  "reference.already_merged": {
    status: 409,
    it: "Questa voce è già stata unita a un'altra.",
    en: "This entry has already been merged into another.",
  },
  "reference.category_cycle": {
    status: 400,
    it: "Una categoria non può stare sotto sé stessa o sotto una sua sottocategoria.",
    en: "A category cannot sit under itself or under one of its subcategories.",
  },
  "reference.parent_not_found": {
    status: 400,
    it: "La categoria superiore scelta non esiste.",
    en: "The chosen parent category does not exist.",
  },
} as const satisfies ErrorEntries;
