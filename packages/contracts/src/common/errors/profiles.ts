import type { ErrorEntries } from "./entry.ts";

/** The `profiles.*` error codes. */
export const PROFILES_ERRORS = {
  "profiles.in_collaboration": {
    status: 409,
    it: "Questo profilo è in una collaborazione attiva e non può essere eliminato.",
    en: "This profile is in an active collaboration and cannot be deleted.",
  },
  "profiles.freelancer_single": {
    status: 409,
    it: "Un freelance ha un solo profilo: modifica quello esistente.",
    en: "A freelancer has exactly one profile: edit the existing one.",
  },
  "profiles.freelancer_cannot_delete": {
    status: 409,
    it: "Il profilo del freelance non può essere eliminato: puoi renderlo non pubblico.",
    en: "The freelancer's profile cannot be deleted: you can unpublish it.",
  },
  "profiles.add_blocked_documentation": {
    status: 403,
    it: "Per aggiungere profili la documentazione aziendale deve essere approvata o ancora entro la scadenza.",
    en: "To add profiles, your company's documentation must be approved or still within its deadline.",
  },
  "profiles.add_blocked_plan": {
    status: 403,
    it: "Per aggiungere profili serve un piano attivo.",
    en: "You need an active plan to add profiles.",
  },
  "profiles.add_blocked_permission": {
    status: 403,
    it: "La tua azienda non ha il permesso di aggiungere profili.",
    en: "Your company is not allowed to add profiles.",
  },
  "profiles.student_not_linked": {
    status: 404,
    it: "La tua academy non ha ancora collegato un profilo al tuo account: contattala per attivarlo.",
    en: "Your academy has not linked a profile to your account yet: ask it to activate it.",
  },
  "profiles.students_academy_only": {
    status: 403,
    it: "Solo un'academy collega gli account degli studenti ai profili.",
    en: "Only an academy links student accounts to profiles.",
  },
  "profiles.section_full": {
    status: 409,
    it: "Questa sezione del profilo ha già il numero massimo di voci: eliminane una prima di aggiungerne altre.",
    en: "This section of the profile already holds the maximum number of entries: delete one before adding more.",
  },
  "profiles.student_user_unknown": {
    status: 400,
    it: "Scegli un utente studente della tua academy.",
    en: "Choose a student user of your academy.",
  },
  "profiles.student_user_role": {
    status: 400,
    it: "Questo utente non ha il ruolo di studente (Profilo academy).",
    en: "This user does not have the student role (Academy profile).",
  },
  "profiles.student_user_disabled": {
    status: 400,
    it: "Questo account studente è disattivato: riattivalo da Gestione utenti prima di collegarlo.",
    en: "This student account is deactivated: reactivate it in Manage users before linking it.",
  },
  "profiles.student_user_taken": {
    status: 409,
    it: "Questo studente è già collegato a un altro profilo: scollegalo da quello prima.",
    en: "This student is already linked to another profile: unlink it there first.",
  },
  "profiles.cv_unreadable": {
    status: 422,
    it: "Non è stato possibile leggere il testo del CV: prova con un altro file.",
    en: "The CV's text could not be read: try another file.",
  },
  "profiles.cv_no_text": {
    status: 422,
    it: "Il file non contiene testo da leggere (forse è una scansione o un'immagine): carica un PDF o un DOCX con testo selezionabile, oppure compila il profilo a mano.",
    en: "The file has no text to read (it may be a scan or an image): upload a PDF or DOCX with selectable text, or fill in the profile by hand.",
  },
  "profiles.cv_encrypted": {
    status: 422,
    it: "Il PDF è protetto da password: togli la protezione e caricalo di nuovo.",
    en: "The PDF is password-protected: remove the protection and upload it again.",
  },
  "profiles.cv_parse_timeout": {
    status: 422,
    it: "La lettura del CV ha richiesto troppo tempo (oltre 10 secondi): prova con un file più semplice.",
    en: "Reading the CV took too long (over 10 seconds): try a simpler file.",
  },
  "profiles.cv_too_complex": {
    status: 422,
    it: "Il CV richiede troppa memoria per essere letto: prova con un file più semplice.",
    en: "The CV needs too much memory to be read: try a simpler file.",
  },
  "profiles.cv_parse_busy": {
    status: 503,
    it: "Stiamo leggendo molti CV in questo momento: riprova tra poco.",
    en: "Many CVs are being read right now: try again in a moment.",
  },
  "profiles.cv_docx_too_many_entries": {
    status: 422,
    it: "Il file DOCX contiene troppe parti (al massimo 2000).",
    en: "The DOCX file has too many parts (at most 2,000).",
  },
  "profiles.cv_docx_too_large_expanded": {
    status: 422,
    it: "Il file DOCX, una volta decompresso, supera i 50 MB.",
    en: "The DOCX file expands to more than 50 MB.",
  },
  "profiles.cv_pdf_too_many_pages": {
    status: 422,
    it: "Il PDF ha troppe pagine per un CV (al massimo 50).",
    en: "The PDF has too many pages for a CV (at most 50).",
  },
  "profiles.cv_text_too_long": {
    status: 422,
    it: "Il testo del CV è troppo lungo (al massimo 300.000 caratteri).",
    en: "The CV's text is too long (at most 300,000 characters).",
  },
} as const satisfies ErrorEntries;
