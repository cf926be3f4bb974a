import type { CatalogueService } from "@mkt/contracts";
import PictureAsPdf from "@mui/icons-material/PictureAsPdf";
import { Box, Link, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../../shared/api/transfer.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

type Props = { serviceId: number; attachments: CatalogueService["attachments"] };

/** The brochures (PDF) of a listed service, each downloaded with the session's token; nothing when there are none. */
export function ServiceBrochureLinks({ serviceId, attachments }: Props) {
  const { t } = useTranslation("find-services");
  const language = useLanguage();
  const { notify } = useNotice();
  const [busy, setBusy] = useState<number | null>(null);
  if (attachments.length === 0) return null;

  const download = async (fileId: number, name: string) => {
    setBusy(fileId);
    try {
      await downloadFile(`services/${serviceId}/files/${fileId}`, name);
    } catch (error) {
      notify(t("detail.brochureFailed", { error: errorText(error, language) }), "error");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box data-testid="service-detail-brochures">
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t("detail.brochures")}
      </Typography>
      <Stack spacing={0.5}>
        {attachments.map((a) => (
          <Stack key={a.file_id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <PictureAsPdf fontSize="small" color="action" />
            <Link
              component="button"
              type="button"
              variant="body2"
              disabled={busy === a.file_id}
              onClick={() => void download(a.file_id, a.name)}
              data-testid="service-detail-brochure"
            >
              {a.name}
            </Link>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
