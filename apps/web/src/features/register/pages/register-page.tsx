import { ssoUnknownUserDataSchema } from "@mkt/contracts";
import { Alert, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { useConfigurationLogin } from "../../../shared/api/general-api.ts";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { useContactPrefill } from "../api.ts";
import { RegisterStepper } from "../components/register-stepper.tsx";
import { RolePicker } from "../components/role-picker.tsx";
import type { SsoPrefill } from "../hooks/use-register-flow.ts";
import { parseRegistrableRole } from "../role-options.ts";

function readSsoPrefill(): SsoPrefill | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.ssoRegistration);
  if (!raw) return null;
  try {
    const parsed = ssoUnknownUserDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** /authentication/register?role_id=…: the sign-up stepper, or a role picker when the role is missing. */
export function RegisterPage() {
  const { t } = useTranslation("register");
  useDocumentTitle(t("documentTitle"));
  const session = useSession();
  const [params] = useSearchParams();
  const configuration = useConfigurationLogin();
  const [sso] = useState(readSsoPrefill);
  const language = useLanguage();
  // contact=<token>: a registration link from the open area; the lead pre-fills the form (§7 checkTokenRegistration).
  const contactToken = sso ? null : params.get("contact");
  const contact = useContactPrefill(contactToken);

  if (session) return <Navigate to={userHome(session.user)} replace />;
  if (configuration.isPending || (contactToken !== null && contact.isPending))
    return <PageLoader minHeight={240} />;

  const allowed = configuration.data?.registration_roles;
  const role = parseRegistrableRole(params.get("role_id"), allowed);
  if (role === null) return <RolePicker allowed={allowed} />;

  const pickerParams = new URLSearchParams(params);
  pickerParams.delete("role_id");
  const query = pickerParams.toString();
  const changeRoleTo = `/authentication/register${query ? `?${query}` : ""}`;

  const lead = contactToken !== null && contact.data ? { token: contactToken, lead: contact.data } : null;
  return (
    <Stack spacing={2}>
      {contact.isError ? (
        <Alert severity="warning" data-testid="register-contact-error">
          {errorText(contact.error, language)} {t("contact.unusable")}
        </Alert>
      ) : null}
      <RegisterStepper key={role} role={role} sso={sso} changeRoleTo={changeRoleTo} contact={lead} />
    </Stack>
  );
}
