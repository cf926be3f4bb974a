/**
 * Every error code the API answers with, its HTTP status, and the message in each language.
 * The API puts the translated message in the envelope; the web translates the code itself.
 */
export const ERRORS = {
  "auth.unknown_email": {
    status: 401,
    it: "Nessun account registrato con questa e-mail.",
    en: "No account is registered with this e-mail.",
  },
  "auth.wrong_password": { status: 401, it: "Password errata.", en: "Wrong password." },
  "auth.email_not_confirmed": {
    status: 403,
    it: "Conferma il tuo indirizzo e-mail prima di accedere: controlla la posta.",
    en: "Confirm your e-mail address before signing in: check your inbox.",
  },
  "auth.documentation_rejected": {
    status: 403,
    it: "La documentazione della tua azienda è stata respinta: l'accesso è bloccato. Contatta il supporto.",
    en: "Your company's documentation was rejected: access is blocked. Please contact support.",
  },
  "auth.account_disabled": {
    status: 403,
    it: "Questo account è disattivato.",
    en: "This account is disabled.",
  },
  "auth.too_many_attempts": {
    status: 429,
    it: "Troppi tentativi di accesso. Riprova tra qualche minuto.",
    en: "Too many sign-in attempts. Try again in a few minutes.",
  },
  "auth.unauthorized": { status: 401, it: "Accesso richiesto.", en: "Sign-in required." },
  "auth.token_expired": { status: 401, it: "La sessione è scaduta.", en: "Your session has expired." },
  "auth.session_revoked": {
    status: 401,
    it: "La sessione non è più valida.",
    en: "The session is no longer valid.",
  },
  "auth.session_expired": {
    status: 401,
    it: "La sessione è scaduta per inattività: accedi di nuovo.",
    en: "Your session ended after a period of inactivity: please sign in again.",
  },
  "auth.forbidden": {
    status: 403,
    it: "Non hai i permessi per questa operazione.",
    en: "You are not allowed to do this.",
  },
  "auth.email_taken": {
    status: 409,
    it: "Questa e-mail è già registrata.",
    en: "This e-mail is already registered.",
  },
  "auth.vat_invalid": { status: 400, it: "Partita IVA non valida.", en: "Invalid VAT number." },
  "auth.vat_taken": {
    status: 409,
    it: "Un'azienda con questa partita IVA è già registrata.",
    en: "A company with this VAT number is already registered.",
  },
  "auth.role_not_registrable": {
    status: 400,
    it: "Questo ruolo non può registrarsi direttamente.",
    en: "This role cannot sign up directly.",
  },
  "auth.link_invalid": { status: 400, it: "Il link non è valido.", en: "The link is not valid." },
  "auth.link_expired": {
    status: 410,
    it: "Il link è scaduto: richiedine uno nuovo.",
    en: "The link has expired: request a new one.",
  },
  "auth.link_used": { status: 410, it: "Il link è già stato usato.", en: "The link has already been used." },
  "auth.domain_not_allowed": {
    status: 400,
    it: "Questo dominio non appartiene alla piattaforma.",
    en: "This domain does not belong to the platform.",
  },
  "auth.already_confirmed": {
    status: 409,
    it: "L'e-mail è già confermata: puoi accedere.",
    en: "The e-mail is already confirmed: you can sign in.",
  },
  "auth.sso_not_configured": {
    status: 400,
    it: "Questo accesso esterno non è configurato.",
    en: "This sign-in provider is not configured.",
  },
  "auth.sso_invalid_token": {
    status: 401,
    it: "L'identità del provider esterno non è valida.",
    en: "The identity from the sign-in provider is not valid.",
  },
  "auth.sso_email_unverified": {
    status: 401,
    it: "Il provider esterno non ha verificato questa e-mail.",
    en: "The sign-in provider has not verified this e-mail.",
  },
  "auth.sso_unknown_user": {
    status: 404,
    it: "Nessun account con questa e-mail: registrati per continuare.",
    en: "No account with this e-mail: sign up to continue.",
  },
  "auth.mfa_code_invalid": {
    status: 400,
    it: "Codice di verifica errato. Controlla l'app di autenticazione e riprova.",
    en: "Wrong verification code. Check your authenticator app and try again.",
  },
  "auth.mfa_code_reused": {
    status: 400,
    it: "Questo codice è già stato usato: attendi il codice successivo.",
    en: "This code has already been used: wait for the next one.",
  },
  "auth.mfa_recovery_code_invalid": {
    status: 400,
    it: "Codice di recupero errato o già usato.",
    en: "Wrong or already used recovery code.",
  },
  "auth.mfa_challenge_invalid": {
    status: 401,
    it: "La verifica in due passaggi è scaduta: accedi di nuovo.",
    en: "The two-step verification has expired: sign in again.",
  },
  "auth.mfa_too_many_attempts": {
    status: 429,
    it: "Troppi codici errati. Riprova tra qualche minuto.",
    en: "Too many wrong codes. Try again in a few minutes.",
  },
  "auth.mfa_already_enabled": {
    status: 409,
    it: "La verifica in due passaggi è già attiva.",
    en: "Two-step verification is already on.",
  },
  "auth.mfa_not_enabled": {
    status: 409,
    it: "La verifica in due passaggi non è attiva.",
    en: "Two-step verification is not on.",
  },
  "auth.mfa_enrolment_not_started": {
    status: 409,
    it: "Avvia prima l'attivazione della verifica in due passaggi.",
    en: "Start setting up two-step verification first.",
  },
  "auth.mfa_enrolment_required": {
    status: 403,
    it: "Il tuo ruolo richiede la verifica in due passaggi: attivala dal tuo profilo per continuare.",
    en: "Your role requires two-step verification: turn it on in your profile to continue.",
  },
  "plans.function_blocked": {
    status: 403,
    it: "Questa funzione non è inclusa nel tuo piano o ne hai raggiunto il limite.",
    en: "This function is not in your plan, or you reached its limit.",
  },
  "plans.no_credits": {
    status: 403,
    it: "Non hai crediti disponibili: acquista un piano per continuare.",
    en: "You have no credits left: buy a plan to continue.",
  },
  "billing.plan_not_available": {
    status: 400,
    it: "Questo piano non è acquistabile dal tuo account.",
    en: "This plan cannot be bought by your account.",
  },
  "billing.checkout_closed": {
    status: 410,
    it: "Questo pagamento è già concluso o scaduto: riparti dalla scelta del piano.",
    en: "This payment is already completed or has expired: start again from the plan choice.",
  },
  "billing.no_customer": {
    status: 409,
    it: "Non hai ancora un account di fatturazione: acquista prima un piano.",
    en: "You have no billing account yet: buy a plan first.",
  },
  "billing.invalid_signature": {
    status: 400,
    it: "Firma del webhook non valida.",
    en: "Invalid webhook signature.",
  },
  "billing.coupon_invalid": {
    status: 400,
    it: "Codice sconto non valido, scaduto o non applicabile a questo piano.",
    en: "The discount code is invalid, expired or does not apply to this plan.",
  },
  "feedback.too_many_requests": {
    status: 429,
    it: "Hai inviato troppe richieste di recensione oggi: riprova domani.",
    en: "You sent too many review requests today: try again tomorrow.",
  },
  "feedback.review_not_allowed": {
    status: 409,
    it: "Puoi chiedere una recensione solo per una collaborazione attiva o conclusa.",
    en: "You can ask for a review only of an active or completed collaboration.",
  },
  "feedback.request_pending": {
    status: 409,
    it: "Hai già chiesto una recensione di questa collaborazione a questo indirizzo e il link è ancora valido.",
    en: "You already asked this address for a review of this collaboration, and the link is still valid.",
  },
  "feedback.already_reviewed": {
    status: 409,
    it: "Questa persona ha già recensito la collaborazione.",
    en: "This person has already reviewed the collaboration.",
  },
  "feedback.survey_already_answered": {
    status: 409,
    it: "Hai già risposto al questionario: grazie!",
    en: "You have already answered the survey: thank you!",
  },
  "needs.not_draft": {
    status: 409,
    it: "Solo le bozze si possono modificare o pubblicare.",
    en: "Only drafts can be edited or published.",
  },
  "needs.already_closed": {
    status: 409,
    it: "Il fabbisogno è già chiuso.",
    en: "The need is already closed.",
  },
  "needs.not_fixed_price": {
    status: 400,
    it: "L'analisi funzionale si carica solo per i progetti a corpo.",
    en: "The functional analysis belongs to Fixed Price projects only.",
  },
  "needs.unknown_sector": { status: 400, it: "Settore sconosciuto.", en: "Unknown sector." },
  "needs.unknown_technology": {
    status: 400,
    it: "Una tecnologia indicata non esiste.",
    en: "One of the technologies does not exist.",
  },
  "quotes.position_not_open": {
    status: 409,
    it: "La posizione non è più aperta ai preventivi.",
    en: "The position is no longer open to quotes.",
  },
  "quotes.profile_not_yours": {
    status: 400,
    it: "Puoi proporre solo profili della tua azienda.",
    en: "You can only propose your own company's profiles.",
  },
  "quotes.profile_not_published": {
    status: 400,
    it: "Pubblica il profilo prima di proporlo.",
    en: "Publish the profile before proposing it.",
  },
  "quotes.duplicate_candidacy": {
    status: 409,
    it: "Questo profilo è già candidato per la posizione.",
    en: "This profile is already proposed for the position.",
  },
  "quotes.withdraw_not_allowed": {
    status: 409,
    it: "Non puoi più ritirare questo preventivo: il cliente ha già deciso (accettato o scartato) oppure è già ritirato.",
    en: "This quote can no longer be withdrawn: the client has already decided on it (accepted or discarded), or it was already withdrawn.",
  },
  "quotes.transition_not_allowed": {
    status: 409,
    it: "Questa azione non è più possibile nello stato attuale.",
    en: "This action is no longer possible in the current state.",
  },
  "quotes.invalid": {
    status: 400,
    it: "Controlla i dati del preventivo.",
    en: "Check the quote's details.",
  },
  "collaborations.transition_not_allowed": {
    status: 409,
    it: "Questa azione non è possibile nello stato attuale della collaborazione.",
    en: "This action is not possible in the collaboration's current state.",
  },
  "collaborations.nomination_not_accepted": {
    status: 409,
    it: "Accetta la candidatura prima di avviare la collaborazione.",
    en: "Accept the candidacy before starting the collaboration.",
  },
  "collaborations.already_exists": {
    status: 409,
    it: "Per questa candidatura esiste già una collaborazione.",
    en: "A collaboration already exists for this candidacy.",
  },
  "collaborations.profile_unavailable": {
    status: 409,
    it: "Il profilo non è pubblicato o è già impegnato con la tua azienda.",
    en: "The profile is not published or is already engaged with your company.",
  },
  "collaborations.interview_not_open": {
    status: 409,
    it: "Il colloquio non è più in attesa di risposta.",
    en: "The interview is no longer waiting for an answer.",
  },
  "collaborations.unknown_slot": {
    status: 400,
    it: "L'orario scelto non fa parte di quelli proposti.",
    en: "The chosen time is not one of those proposed.",
  },
  "collaborations.feedback_exists": {
    status: 409,
    it: "Hai già lasciato la recensione di questa collaborazione.",
    en: "You have already reviewed this collaboration.",
  },
  "collaborations.reply_exists": {
    status: 409,
    it: "Hai già risposto a questa recensione.",
    en: "You have already replied to this review.",
  },
  "upload.missing": { status: 400, it: "Scegli un file da caricare.", en: "Choose a file to upload." },
  "upload.too_large": { status: 413, it: "Il file è troppo grande.", en: "The file is too large." },
  "upload.wrong_type": {
    status: 415,
    it: "Tipo di file non ammesso: controlla i formati accettati.",
    en: "This file type is not allowed: check the accepted formats.",
  },
  "upload.corrupt": {
    status: 400,
    it: "Il file è danneggiato o incompleto.",
    en: "The file is damaged or incomplete.",
  },
  "team.role_not_allowed": {
    status: 400,
    it: "Questo ruolo non può essere assegnato nella tua azienda.",
    en: "This role cannot be given in your company.",
  },
  "team.not_yourself": {
    status: 400,
    it: "Non puoi cambiare il tuo ruolo né disattivare il tuo account.",
    en: "You cannot change your own role or deactivate your own account.",
  },
  "team.already_accepted": {
    status: 409,
    it: "L'invito è già stato accettato.",
    en: "The invitation has already been accepted.",
  },
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
  "conversations.self": {
    status: 400,
    it: "Non puoi aprire una conversazione con la tua stessa azienda.",
    en: "You cannot start a conversation with your own company.",
  },
  "conversations.pair_not_allowed": {
    status: 403,
    it: "La chat è possibile solo tra un cliente e un fornitore, un freelance o un'academy.",
    en: "Chat is only possible between a client and a supplier, freelancer or academy.",
  },
  "conversations.too_many_files": {
    status: 400,
    it: "Puoi allegare al massimo 5 file a un messaggio.",
    en: "You can attach at most 5 files to a message.",
  },
  "availability.already_pending": {
    status: 409,
    it: "Hai già una richiesta di disponibilità in attesa per questo profilo.",
    en: "You already have a pending availability request for this profile.",
  },
  "availability.not_pending": {
    status: 409,
    it: "La richiesta non è più in attesa: è già stata risposta o annullata.",
    en: "The request is no longer pending: it was already answered or cancelled.",
  },
  "associations.duplicate": {
    status: 409,
    it: "Con questa azienda c'è già un collegamento attivo o una richiesta in attesa.",
    en: "There is already an active link or a pending request with this company.",
  },
  "associations.limit_reached": {
    status: 409,
    it: "È stato raggiunto il numero massimo di fornitori previsto per il tuo account.",
    en: "Your account has reached its maximum number of suppliers.",
  },
  "associations.pair_not_allowed": {
    status: 400,
    it: "Una lista fornitori collega un cliente a un fornitore, un freelance o un'academy.",
    en: "A supplier list links a client with a supplier, freelancer or academy.",
  },
  "associations.not_pending": {
    status: 409,
    it: "La richiesta non è più in attesa: è già stata accettata, rifiutata o ritirata.",
    en: "The request is no longer pending: it was already accepted, refused or withdrawn.",
  },
  "notifications.link_invalid": {
    status: 400,
    it: "Il link non è valido. Usa il link dell'ultima e-mail ricevuta.",
    en: "The link is not valid. Use the link of the latest e-mail you received.",
  },
  "notifications.link_expired": {
    status: 400,
    it: "Il link è scaduto. Gestisci le preferenze e-mail dal tuo profilo.",
    en: "The link has expired. Manage your e-mail preferences from your profile.",
  },
  "privacy.confirmation_mismatch": {
    status: 400,
    it: "Per confermare scrivi esattamente l'indirizzo e-mail dell'account.",
    en: "To confirm, type the account's e-mail address exactly.",
  },
  "privacy.no_password": {
    status: 400,
    it: 'Questo account non ha una password: impostane una con "Password dimenticata" e riprova.',
    en: 'This account has no password: set one with "Forgot password" and try again.',
  },
  "privacy.too_many_attempts": {
    status: 429,
    it: "Troppi tentativi. Riprova tra qualche minuto.",
    en: "Too many attempts. Try again in a few minutes.",
  },
  "privacy.last_company_user": {
    status: 409,
    it: "Sei l'ultimo utente attivo della tua azienda: invita un collega che ne prenda la gestione, oppure contatta il supporto per chiudere l'account aziendale.",
    en: "You are the last active user of your company: invite a colleague to take it over, or contact support to close the company account.",
  },
  "privacy.already_erased": {
    status: 409,
    it: "Questo account è già stato cancellato.",
    en: "This account has already been erased.",
  },
  "privacy.assumed_session": {
    status: 403,
    it: "Non puoi cancellare un account mentre agisci come questo utente: usa la funzione dello staff.",
    en: "You cannot erase an account while acting as this user: use the staff function.",
  },
  "validation.failed": { status: 400, it: "Alcuni campi non sono validi.", en: "Some fields are not valid." },
  "common.not_found": { status: 404, it: "Risorsa non trovata.", en: "Not found." },
  "common.maintenance": {
    status: 503,
    it: "La piattaforma è in manutenzione.",
    en: "The platform is under maintenance.",
  },
  "common.server_error": {
    status: 500,
    it: "Si è verificato un errore del server. Riprova.",
    en: "A server error occurred. Please try again.",
  },
  "common.payload_too_large": { status: 413, it: "Richiesta troppo grande.", en: "Request too large." },
  "common.rate_limited": {
    status: 429,
    it: "Troppe richieste in poco tempo. Riprova tra qualche minuto.",
    en: "Too many requests in a short time. Try again in a few minutes.",
  },
  "common.database_unavailable": {
    status: 503,
    it: "Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.",
    en: "The service is temporarily unavailable. Please try again in a few moments.",
  },
} as const satisfies Record<string, { status: number; it: string; en: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return code in ERRORS;
}
