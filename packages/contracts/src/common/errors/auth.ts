import type { ErrorEntries } from "./entry.ts";

/** The `auth.*` error codes. */
export const AUTH_ERRORS = {
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
  "auth.terms_own_account": {
    status: 403,
    it: "Solo il titolare dell'account può accettare termini e privacy: lo staff che agisce come utente non può farlo.",
    en: "Only the account holder can accept the terms and privacy policy: staff acting as the user cannot.",
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
} as const satisfies ErrorEntries;
