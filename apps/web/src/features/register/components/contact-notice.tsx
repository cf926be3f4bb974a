import type { OpenContactPrefill } from "@mkt/contracts";
import { Alert, AlertTitle } from "@mui/material";
import { useTranslation } from "react-i18next";

/** What registering from an open-area link will do: the request or need the visitor left becomes the company's. */
export function ContactNotice({ contact }: { contact: OpenContactPrefill }) {
  const { t } = useTranslation("register");
  const subject = contact.profile?.title ?? contact.need?.title ?? "";
  return (
    <Alert severity="info" data-testid="register-contact-notice">
      <AlertTitle>{t("contact.title")}</AlertTitle>
      {t(`contact.${contact.kind}`, { subject })}
    </Alert>
  );
}
