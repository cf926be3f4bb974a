import type { Language } from "./constants.ts";

/**
 * Field-level validation messages. Schemas attach a code (`validation.*`) as the issue message;
 * the API translates it for the caller, the web translates it with the same table.
 */
export const VALIDATION_MESSAGES = {
  "validation.required": { it: "Campo obbligatorio.", en: "This field is required." },
  "validation.invalid": { it: "Valore non valido.", en: "Invalid value." },
  "validation.email": { it: "Inserisci un indirizzo e-mail valido.", en: "Enter a valid e-mail address." },
  "validation.too_short": {
    it: "Inserisci almeno {{min}} caratteri.",
    en: "Enter at least {{min}} characters.",
  },
  "validation.too_long": {
    it: "Inserisci al massimo {{max}} caratteri.",
    en: "Enter at most {{max}} characters.",
  },
  "validation.password_weak": {
    it: "La password deve avere almeno 8 caratteri, con lettere e numeri.",
    en: "The password needs at least 8 characters, with letters and digits.",
  },
  "validation.passwords_differ": { it: "Le password non coincidono.", en: "The passwords do not match." },
  "validation.vat_italian": {
    it: "Partita IVA italiana non valida: 11 cifre con cifra di controllo corretta.",
    en: "Invalid Italian VAT number: 11 digits with a correct check digit.",
  },
  "validation.vat_foreign": {
    it: "Numero fiscale estero non valido (2–30 tra lettere, cifre, spazi, punti e trattini).",
    en: "Invalid foreign tax number (2–30 letters, digits, spaces, dots or dashes).",
  },
  "validation.country": { it: "Scegli il paese dell'azienda.", en: "Choose the company's country." },
  "validation.accept_terms": {
    it: "Devi accettare termini e privacy per continuare.",
    en: "You must accept the terms and privacy policy to continue.",
  },
  "validation.terms_version": {
    it: "I termini sono stati aggiornati nel frattempo: ricarica la pagina e leggi la versione in vigore.",
    en: "The terms were updated in the meantime: reload the page and read the version in force.",
  },
  "validation.language": { it: "Lingua non supportata.", en: "Unsupported language." },
  "validation.number": { it: "Inserisci un numero valido.", en: "Enter a valid number." },
  "validation.url": { it: "Inserisci un indirizzo web valido.", en: "Enter a valid web address." },
  "validation.host": {
    it: "Inserisci un'origine come https://partner.example (senza percorso).",
    en: "Enter an origin such as https://partner.example (no path).",
  },
  "validation.unknown_field": { it: "Campo non previsto.", en: "Unexpected field." },
  "validation.no_changes": {
    it: "Indica almeno un campo da modificare.",
    en: "Give at least one field to change.",
  },
  "validation.nul_byte": {
    it: "Il testo contiene un carattere non ammesso (NUL, codice 0).",
    en: "The text contains a character that is not allowed (NUL, code 0).",
  },
  "validation.phone": {
    it: "Inserisci un numero di telefono valido.",
    en: "Enter a valid phone number.",
  },
  "validation.date_order": {
    it: "La data di fine non può precedere quella di inizio.",
    en: "The end date cannot be before the start date.",
  },
  "validation.period_too_long": {
    it: "Il periodo può durare al massimo 2 anni.",
    en: "The period can be at most 2 years long.",
  },
  "validation.rate_order": {
    it: "La tariffa massima non può essere inferiore alla minima.",
    en: "The maximum rate cannot be lower than the minimum.",
  },
  "validation.duplicate": { it: "Ci sono voci ripetute.", en: "Some entries are repeated." },
  "validation.language_code": {
    it: "Usa il codice ISO della lingua: 2 o 3 lettere minuscole (es. ko).",
    en: "Use the language's ISO code: 2 or 3 lowercase letters (e.g. ko).",
  },
  "validation.language_unknown": {
    it: "Lingua non presente nell'elenco: scegline una tra quelle proposte.",
    en: "This language is not in the list: choose one of those offered.",
  },
  "validation.certification_unknown": {
    it: "Certificazione non presente nell'elenco o disattivata: scegline una tra quelle proposte o scrivine il nome.",
    en: "This certification is not in the list or is switched off: choose one of those offered or type its name.",
  },
  "validation.reference_code": {
    it: "Usa solo lettere minuscole, cifre e trattini bassi (es. cloud_migration).",
    en: "Use only lowercase letters, digits and underscores (e.g. cloud_migration).",
  },
  "validation.host_pattern": {
    it: "Inserisci un host (es. partner.example.com) o *. seguito da un dominio (es. *.example.com), senza porta né percorso.",
    en: "Enter a host (e.g. partner.example.com) or *. and a domain (e.g. *.example.com), without port or path.",
  },
  "validation.hex_colour": { it: "Inserisci un colore #rrggbb.", en: "Enter a colour as #rrggbb." },
  "validation.contrast_white": {
    it: "Contrasto insufficiente con il testo bianco (serve almeno 4,5:1): scegli un colore più scuro.",
    en: "Too little contrast with white text (4.5:1 needed): choose a darker colour.",
  },
  "validation.contrast_black": {
    it: "Contrasto insufficiente con il testo nero (serve almeno 4,5:1): scegli un colore più chiaro.",
    en: "Too little contrast with black text (4.5:1 needed): choose a lighter colour.",
  },
  "validation.svg": { it: "Il file non è un'immagine SVG.", en: "The file is not an SVG image." },
  "validation.range_order": {
    it: "Il valore massimo non può essere inferiore al minimo.",
    en: "The maximum cannot be lower than the minimum.",
  },
  "validation.too_many": { it: "Hai inserito troppe voci.", en: "There are too many entries." },
  "validation.positive": {
    it: "Inserisci un valore maggiore di zero.",
    en: "Enter a value greater than zero.",
  },
  "validation.future_date": { it: "Scegli una data futura.", en: "Choose a future date." },
  "validation.not_past": { it: "Scegli oggi o una data successiva.", en: "Choose today or a later date." },
  "validation.outside_window": {
    it: "La data deve cadere nel periodo della posizione.",
    en: "The date must fall within the position's period.",
  },
  "validation.profile_count": {
    it: "Il numero di profili non può essere inferiore ai profili proposti.",
    en: "The number of profiles cannot be lower than the profiles proposed.",
  },
  "validation.too_many_profiles": {
    it: "La posizione richiede meno profili.",
    en: "The position asks for fewer profiles.",
  },
  "validation.after_deadline": {
    it: "La consegna non può superare la scadenza del progetto.",
    en: "Delivery cannot be later than the project's deadline.",
  },
  "validation.years": {
    it: "Inserisci un numero intero di anni da 0 a 50.",
    en: "Enter a whole number of years from 0 to 50.",
  },
  "validation.slot_count": {
    it: "Proponi da 2 a 5 orari.",
    en: "Propose 2 to 5 times.",
  },
  "validation.slot_spacing": {
    it: "Gli orari devono distare almeno un'ora l'uno dall'altro.",
    en: "Times must be at least one hour apart.",
  },
  "validation.crisp_website_id": {
    it: "Inserisci il Website ID di Crisp: 36 caratteri come 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f.",
    en: "Enter the Crisp Website ID: 36 characters such as 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f.",
  },
  "validation.tawk_widget_id": {
    it: "Inserisci Property ID e Widget ID di Tawk.to separati da /, come 5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5.",
    en: "Enter the Tawk.to Property ID and Widget ID separated by /, such as 5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5.",
  },
} as const satisfies Record<string, { it: string; en: string }>;

export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

export function isValidationCode(code: string): code is ValidationCode {
  return code in VALIDATION_MESSAGES;
}

/** The message for a validation code in a language, with {{param}} placeholders filled in. */
export function validationMessage(
  code: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const entry = isValidationCode(code)
    ? VALIDATION_MESSAGES[code]
    : VALIDATION_MESSAGES["validation.invalid"];
  return entry[language].replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ""));
}

/** The minimal shape of a zod issue this module reads. */
export type IssueLike = {
  code: string;
  message: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  input?: unknown;
  keys?: string[];
};

/** Maps a zod issue to a validation code and its parameters, so any schema yields a translatable message. */
export function issueToValidation(issue: IssueLike): {
  code: ValidationCode;
  params: Record<string, string | number>;
} {
  if (isValidationCode(issue.message)) return { code: issue.message, params: paramsOf(issue) };
  switch (issue.code) {
    case "invalid_type":
      return {
        code:
          issue.input === undefined || issue.input === null ? "validation.required" : "validation.invalid",
        params: {},
      };
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? { code: "validation.required", params: {} }
          : { code: "validation.too_short", params: { min: Number(issue.minimum) } };
      }
      return { code: "validation.invalid", params: {} };
    case "too_big":
      return issue.origin === "string"
        ? { code: "validation.too_long", params: { max: Number(issue.maximum) } }
        : { code: "validation.invalid", params: {} };
    case "invalid_format":
      if (issue.format === "email") return { code: "validation.email", params: {} };
      if (issue.format === "url") return { code: "validation.url", params: {} };
      return { code: "validation.invalid", params: {} };
    case "unrecognized_keys":
      return { code: "validation.unknown_field", params: {} };
    default:
      return { code: "validation.invalid", params: {} };
  }
}

function paramsOf(issue: IssueLike): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  return params;
}

/** Dotted path of an issue ("email", "slots.0.date"). */
export function issueField(issue: IssueLike): string {
  return issue.path.map(String).join(".");
}
