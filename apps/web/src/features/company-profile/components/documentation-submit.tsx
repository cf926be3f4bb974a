import type { DocumentationOverview } from "@mkt/contracts";
import Send from "@mui/icons-material/Send";
import { Alert, AlertTitle, Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSubmitDocumentation } from "../api.ts";

export type DocumentationSubmitProps = { userId: number; overview: DocumentationOverview };

const EXPLAINED = ["documentation_blocked", "documentation_expired", "company_document_rejected"] as const;
type Explained = (typeof EXPLAINED)[number];
const isExplained = (action: string): action is Explained =>
  (EXPLAINED as readonly string[]).includes(action);

/**
 * Why the documentation is where it is (a block reason, an expired document) and, while it is missing, the
 * required kinds still to upload and the button that sends it for review once none is missing.
 */
export function DocumentationSubmit({ userId, overview }: DocumentationSubmitProps) {
  const { t } = useTranslation("company-profile");
  const language = useLanguage();
  const submit = useSubmitDocumentation(userId);
  const labelOf = (code: string) => overview.kinds.find((k) => k.code === code)?.label ?? code;
  const event = overview.last_event;
  const send = () =>
    submit.mutate(undefined, {
      onSuccess: () => emitNotice(t("documentation.submit.sent"), "success"),
      onError: (error) => emitNotice(errorText(error, language)),
    });
  return (
    <Stack spacing={1.5}>
      {event && isExplained(event.action) && overview.id_doc_status !== 2 ? (
        <Alert
          severity="error"
          variant="outlined"
          data-testid="documentation-reason"
          data-action={event.action}
        >
          <AlertTitle>{t(`documentation.submit.events.${event.action}`)}</AlertTitle>
          {event.reason
            ? event.action === "documentation_expired"
              ? labelOf(event.reason)
              : event.reason
            : null}
        </Alert>
      ) : null}
      {overview.id_doc_status === 4 ? (
        <Box data-testid="documentation-submit">
          {overview.missing.length ? (
            <Typography variant="body2" data-testid="documentation-missing">
              {t("documentation.submit.missing", {
                kinds: overview.missing.map(labelOf).join(", "),
              })}
            </Typography>
          ) : (
            <Typography variant="body2">{t("documentation.submit.ready")}</Typography>
          )}
          {overview.missing.length === 0 ? (
            <Button
              sx={{ mt: 1.5 }}
              variant="contained"
              startIcon={<Send />}
              onClick={send}
              disabled={submit.isPending}
              data-testid="documentation-send"
            >
              {t("documentation.submit.send")}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
