import {
  type LoginAnswer,
  type LoginResult,
  loginAnswerSchema,
  loginResultSchema,
  type SessionUser,
} from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { fetchVersionProduct, storeVersionProduct } from "../../shared/api/general-api.ts";
import { apiRequest } from "../../shared/api/http-client.ts";
import { hardNavigate } from "../../shared/api/navigation.ts";
import { flashNoticeForNextPage, type NoticeEvent } from "../../shared/components/notice-bus.ts";
import { currentLanguage, i18n } from "../../shared/i18n/i18n.ts";
import { signedInLanguage } from "../../shared/i18n/language-rule.ts";
import { fetchCompanyFunctions } from "../../shared/session/company-functions.ts";
import { clearSession, getSession, saveSession } from "../../shared/session/session-store.ts";
import { STORAGE_KEYS } from "../../shared/session/storage-keys.ts";

export type PasswordCredentials = { email: string; password: string };
export type SsoCredentials = { provider: "google" | "microsoft"; id_token: string };

const anyData = z.unknown();

/** POST auth/login: a session, or (two-factor sign-in on) a challenge that a code must finish. */
export function login(credentials: PasswordCredentials | SsoCredentials): Promise<LoginAnswer> {
  return apiRequest("auth/login", loginAnswerSchema, { method: "POST", body: credentials });
}

/** POST auth/loginMobileAuthenticator: the challenge and the authenticator app's code. */
export function loginWithTotp(challenge: string, code: string): Promise<LoginResult> {
  return apiRequest("auth/loginMobileAuthenticator", loginResultSchema, {
    method: "POST",
    body: { challenge, code },
  });
}

/** POST auth/recoverySecret: the challenge and one of the printed recovery codes. */
export function loginWithRecoveryCode(challenge: string, recoveryCode: string): Promise<LoginResult> {
  return apiRequest("auth/recoverySecret", loginResultSchema, {
    method: "POST",
    body: { challenge, recovery_code: recoveryCode },
  });
}

/** Where a user goes after signing in: staff who must enrol first go to the two-factor set-up. */
export const TWO_FACTOR_SETUP_PATH = "/authentication/two-factor-setup";
const ENROLMENT_FLAG = "mkt.mfaEnrolment";

export function mustEnrolFirst(): boolean {
  return sessionStorage.getItem(ENROLMENT_FLAG) === "1";
}

export function enrolmentDone(): void {
  sessionStorage.removeItem(ENROLMENT_FLAG);
}

/** The first page after signing in: the two-factor set-up while it is due, else `fallback`. */
export function pathAfterLogin(fallback: string): string {
  return mustEnrolFirst() ? TWO_FACTOR_SETUP_PATH : fallback;
}

/** The login page state that opens its code step (after SSO or an invitation). */
export type LoginPageState = { mfaChallenge: string };

/** What the login form reports: a session (maybe limited to enrolment), or the second-factor challenge. */
export type LoginOutcome = { kind: "session"; user: SessionUser } | { kind: "challenge"; challenge: string };

/**
 * Stores the session (§3 loginUserToken, loginUser), adopts the user's language, then loads the product
 * version and the company's function list (§7) before the first page opens.
 */
export async function completeLogin(
  result: Pick<LoginResult, "token" | "user" | "mfa_enrolment_required">,
): Promise<SessionUser> {
  if (result.mfa_enrolment_required) sessionStorage.setItem(ENROLMENT_FLAG, "1");
  else enrolmentDone();
  saveSession(result.token, result.user);
  // §4: every sign-in offers the feedback survey again (until it is answered).
  sessionStorage.setItem(STORAGE_KEYS.showTypeform, "1");
  const language = signedInLanguage(result.user.language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // Either may fail without blocking the login: the shell fetches what is missing (§2.6).
  await Promise.allSettled([fetchVersionProduct().then(storeVersionProduct), fetchCompanyFunctions()]);
  return result.user;
}

/**
 * POST auth/login {logout:true}; whatever the answer, the local session ends and the user goes to /, where
 * `notice` (a warning about why) shows after the reload.
 */
export async function logout(notice?: NoticeEvent): Promise<void> {
  try {
    if (getSession())
      await apiRequest("auth/login", anyData, {
        method: "POST",
        body: { logout: true },
        auth: true,
        noRefresh: true,
      });
  } finally {
    clearSession();
    if (notice) flashNoticeForNextPage(notice);
    hardNavigate("/");
  }
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials | SsoCredentials): Promise<LoginOutcome> => {
      const answer = await login(credentials);
      if ("mfa_required" in answer) return { kind: "challenge", challenge: answer.challenge };
      return { kind: "session", user: await completeLogin(answer) };
    },
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("auth/sendConfirmEmailApi", anyData, {
        method: "POST",
        body: { email, language: currentLanguage() },
      }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("auth/forgotPassword", anyData, {
        method: "POST",
        body: { email, language: currentLanguage() },
      }),
  });
}

export type ResetPasswordInput = { resetToken: string; password: string; password_confirmation: string };

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ resetToken, password, password_confirmation }: ResetPasswordInput) =>
      apiRequest("auth/resetPassword", anyData, {
        method: "POST",
        query: { reset_token: resetToken },
        body: { password, password_confirmation },
      }),
  });
}

export function confirmEmail(token: string): Promise<unknown> {
  return apiRequest("auth/confirmEmail", anyData, { query: { token } });
}
