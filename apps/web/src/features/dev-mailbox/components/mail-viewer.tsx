import type { MailboxItem } from "@mkt/contracts";
import { Box, Divider, Stack, Typography } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { mailDocument } from "../mail-document.ts";

export type MailViewerProps = { mail: MailboxItem; formatDate: (iso: string) => string };

/** The selected mail rendered in a sandboxed frame (no scripts; links may open in the top window). */
export function MailViewer({ mail, formatDate }: MailViewerProps) {
  const { t } = useTranslation("mailbox");
  const srcDoc = useMemo(() => mailDocument(mail.html, window.location.origin), [mail.html]);
  return (
    <Stack sx={{ height: "100%" }}>
      <Box sx={{ p: 2 }}>
        <Typography
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, wordBreak: "break-word" }}
          data-testid="mail-subject"
        >
          {mail.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("to")}: {mail.to} · {formatDate(mail.created_at)}
        </Typography>
      </Box>
      <Divider />
      <Box
        component="iframe"
        title={t("frameTitle", { subject: mail.subject })}
        sandbox="allow-top-navigation-by-user-activation allow-popups"
        srcDoc={srcDoc}
        data-testid="mail-frame"
        sx={{ border: 0, width: "100%", flex: 1, minHeight: 420, bgcolor: "background.paper" }}
      />
    </Stack>
  );
}
