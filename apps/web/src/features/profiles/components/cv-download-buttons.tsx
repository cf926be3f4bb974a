import Download from "@mui/icons-material/Download";
import { Button, CircularProgress, Stack } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { plansKeys } from "../../plans/index.ts";
import { type CvLanguage, downloadProfileCv } from "../api.ts";

export type CvDownloadButtonsProps = {
  profile: { id: number; firstname: string; lastname: string };
  /** A client's download spends a credit (once per profile): ask first, then refresh the credit count. */
  paid?: boolean;
};

/**
 * Download CV in Italian or English. For a client the download is the paid download_cv function: a plan
 * that blocks it opens the blocked-feature modal (no other notice is shown).
 */
export function CvDownloadButtons({ profile, paid = false }: CvDownloadButtonsProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const { notify } = useNotice();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CvLanguage | null>(null);
  const [asking, setAsking] = useState<CvLanguage | null>(null);
  const download = async (lang: CvLanguage) => {
    setAsking(null);
    setBusy(lang);
    try {
      await downloadProfileCv(profile, lang);
      if (paid) void queryClient.invalidateQueries({ queryKey: plansKeys.all });
    } catch (error) {
      if (!isFunctionBlocked(error)) notify(errorText(error, language), "error");
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      {(["it", "en"] as const).map((lang) => (
        <Button
          key={lang}
          variant={lang === language ? "contained" : "outlined"}
          startIcon={busy === lang ? <CircularProgress size={16} color="inherit" /> : <Download />}
          disabled={busy !== null}
          onClick={() => (paid ? setAsking(lang) : void download(lang))}
          data-testid={`cv-download-${lang}`}
        >
          {lang === "it" ? t("cv.downloadIt") : t("cv.downloadEn")}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={t("cv.paidTitle")}
        text={t("cv.paidText")}
        confirmLabel={t("cv.paidConfirm")}
        cancelLabel={t("cancel")}
        onConfirm={() => asking && void download(asking)}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
