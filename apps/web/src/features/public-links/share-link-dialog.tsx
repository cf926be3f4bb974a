import {
  formatDayMonthYear,
  LANGUAGES,
  type Language,
  PUBLIC_LINK_LIMITS,
  type PublicLinkCreated,
  publicLinkCreateSchema,
} from "@mkt/contracts";
import ContentCopy from "@mui/icons-material/ContentCopy";
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { isFunctionBlocked } from "../../shared/api/api-error.ts";
import { FormDialog } from "../../shared/components/form-dialog.tsx";
import { useNotice } from "../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useCreatePublicLink } from "./api.ts";

export type ShareableProfile = { id: number; title: string };
export type ShareablePosition = { id: number; title: string };
type ShareKind = "profile" | "shortlist" | "position";
type Values = { profile_ids: number[]; title: string; expires_in_days: number; language: Language };
const FIELDS = ["profile_ids", "title", "expires_in_days", "language"] as const;
export const EXPIRY_CHOICES = [7, 30, 60, 90] as const;

/** A position link carries the position instead of profiles (its profiles are the position's matches). */
const toBody = (v: Values, kind: ShareKind, position: ShareablePosition | undefined) =>
  kind === "position"
    ? {
        kind,
        position_id: position?.id,
        title: v.title,
        expires_in_days: v.expires_in_days,
        language: v.language,
      }
    : { ...v, kind };

const DIALOG_TITLES = {
  profile: "share.titleOne",
  shortlist: "share.titleMany",
  position: "share.titlePosition",
} as const;

/** The created link: shown once (only its hash is kept), with a copy button. */
function CreatedLink({ created, onClose }: { created: PublicLinkCreated; onClose: () => void }) {
  const { t } = useTranslation("public-links");
  const { notify } = useNotice();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      notify(t("share.copied"), "success");
    } catch {
      notify(t("share.copyFailed"), "error");
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="share-created-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-created-title">{t("share.createdTitle")}</DialogTitle>
      <DialogContent>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t("share.createdText", { date: formatDayMonthYear(new Date(created.link.expires_at)) })}
        </Alert>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
          <TextField
            label={t("share.url")}
            value={created.url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, "data-testid": "share-url" } }}
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="contained"
            startIcon={<ContentCopy />}
            onClick={() => void copy()}
            data-testid="share-copy"
            sx={{ flexShrink: 0 }}
          >
            {t("share.copy")}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to="/shared_links" data-testid="share-manage">
          {t("share.manage")}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t("share.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Share one profile (kind profile), a shortlist (kind shortlist: the profiles to include, all ticked at first) or
 * a position with its compatible profiles (kind position): optional title, expiry (30 days by default, 90 at most)
 * and the page's language; then the link to copy.
 */
export function ShareLinkDialog({
  profiles = [],
  position,
  kind,
  onClose,
}: {
  profiles?: ShareableProfile[];
  /** The position of a position link. */
  position?: ShareablePosition;
  kind: ShareKind;
  onClose: () => void;
}) {
  const { t } = useTranslation("public-links");
  const { t: tc } = useTranslation("common");
  const language = useLanguage();
  const create = useCreatePublicLink();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    mode: "onTouched",
    defaultValues: {
      profile_ids: profiles.slice(0, PUBLIC_LINK_LIMITS.maxProfiles).map((p) => p.id),
      title:
        kind === "profile" ? (profiles[0]?.title ?? "") : kind === "position" ? (position?.title ?? "") : "",
      expires_in_days: PUBLIC_LINK_LIMITS.defaultDays,
      language,
    },
    resolver: contractResolver<Values>(publicLinkCreateSchema, (v) => toBody(v, kind, position)),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await create.mutateAsync(toBody(values, kind, position));
    } catch (error) {
      // The plan lacks the function: the blocked-feature modal (opened by the HTTP client) says so.
      if (isFunctionBlocked(error)) return onClose();
      if (!applyServerFieldErrors(error, setError, FIELDS, language)) setProblem(error);
    }
  });
  if (create.data) return <CreatedLink created={create.data} onClose={onClose} />;
  return (
    <FormDialog
      title={t(DIALOG_TITLES[kind])}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      cancelLabel={t("share.cancel")}
      submitLabel={t("share.submit")}
      submitTestId="share-submit"
      testId="share-dialog"
      error={problem}
      errorPlacement="bottom"
    >
      <DialogContentText sx={{ mb: 2 }}>
        {kind === "position" ? t("share.textPosition") : t("share.text")}
      </DialogContentText>
      <Stack spacing={2}>
        {kind === "shortlist" ? (
          <Controller
            control={control}
            name="profile_ids"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} component="fieldset">
                <FormLabel component="legend">
                  {t("share.pick", { max: PUBLIC_LINK_LIMITS.maxProfiles })}
                </FormLabel>
                <FormGroup>
                  {profiles.map((p) => (
                    <FormControlLabel
                      key={p.id}
                      label={p.title}
                      control={
                        <Checkbox
                          checked={field.value.includes(p.id)}
                          onChange={(_, on) =>
                            field.onChange(
                              on ? [...field.value, p.id] : field.value.filter((id) => id !== p.id),
                            )
                          }
                          slotProps={{ input: { "data-testid": `share-pick-${p.id}` } as object }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            )}
          />
        ) : null}
        <FormTextField
          control={control}
          name="title"
          label={t("share.name")}
          slotProps={{ htmlInput: { maxLength: 120, "data-testid": "share-title" } }}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormSelectField
            control={control}
            name="expires_in_days"
            label={t("share.expiry")}
            fullWidth
            options={EXPIRY_CHOICES.map((days) => ({
              value: days,
              label: t("share.days", { count: days }),
              testId: `share-expiry-${days}`,
            }))}
            slotProps={{ select: { SelectDisplayProps: { "data-testid": "share-expiry" } as object } }}
          />
          <FormSelectField
            control={control}
            name="language"
            label={t("share.language")}
            fullWidth
            options={LANGUAGES.map((code) => ({
              value: code,
              label: tc(`language.names.${code}`),
            }))}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
