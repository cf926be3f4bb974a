import DeleteForeverOutlined from "@mui/icons-material/DeleteForeverOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useDownloadMyData } from "../privacy-api.ts";
import { EraseAccountDialog } from "./erase-account-dialog.tsx";

/**
 * My profile, "Your data" (GDPR): download everything stored about me, or erase my account. Not offered while
 * staff act as the user (staff have their own endpoints, recorded in the audit log).
 */
export function YourDataCard({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const { notify } = useNotice();
  const download = useDownloadMyData();
  const [erasing, setErasing] = useState(false);

  const onDownload = async () => {
    try {
      await download.mutateAsync();
    } catch (error) {
      notify(errorText(error, language), "error");
    }
  };

  return (
    <Card data-testid="your-data-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("privacy.heading")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("privacy.text")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={onDownload}
            disabled={download.isPending}
            data-testid="download-my-data"
          >
            {download.isPending ? t("privacy.downloading") : t("privacy.download")}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlined />}
            onClick={() => setErasing(true)}
            data-testid="erase-account"
          >
            {t("privacy.erase")}
          </Button>
        </Stack>
      </CardContent>
      {erasing ? <EraseAccountDialog email={email} onClose={() => setErasing(false)} /> : null}
    </Card>
  );
}
