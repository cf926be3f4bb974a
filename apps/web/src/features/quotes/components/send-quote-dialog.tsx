import { type OpenPosition, type TmQuoteBody, tmQuoteBodySchema, validateTmQuote } from "@mkt/contracts";
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from "@mui/material";

import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { BandChip } from "../../matching/index.ts";
import { dateRange, formatEuro } from "../../needs/index.ts";
import { useFittingProfiles, useOwnPublishedProfiles, useSendQuote } from "../api.ts";
import { isFormLevelError } from "../quote-format.ts";

type Values = {
  daily_rate: string;
  date_start: string;
  date_end: string;
  profile_number: string;
  note: string;
  profile_ids: number[];
};
const FIELDS = ["daily_rate", "date_start", "date_end", "profile_number", "note", "profile_ids"] as const;

const toBody = (v: Values): TmQuoteBody => ({
  daily_rate: v.daily_rate.trim() === "" ? (undefined as unknown as number) : Number(v.daily_rate),
  date_start: v.date_start,
  date_end: v.date_end,
  profile_number:
    v.profile_number.trim() === "" ? (undefined as unknown as number) : Number(v.profile_number),
  note: v.note,
  profile_ids: v.profile_ids,
});

/** The schema of the form: the contract's rules, then the position's window and size (rules.ts). */
const schemaFor = (position: OpenPosition) =>
  tmQuoteBodySchema.superRefine((value, ctx) => {
    for (const issue of validateTmQuote(value, position))
      ctx.addIssue({ code: "custom", message: issue.code, path: [issue.field] });
  });

/** §3 position quotation: a T&M quote (rate, dates, number of profiles, note, proposed own profiles). */
export function SendQuoteDialog({ position, onClose }: { position: OpenPosition; onClose: () => void }) {
  const { t } = useTranslation("quotes");
  const { t: tp } = useTranslation("profiles");
  const language = useLanguage();
  const profiles = useOwnPublishedProfiles(true);
  const fitting = useFittingProfiles(position.id, true);
  const send = useSendQuote(position.id);
  const scoreOf = new Map((fitting.data?.items ?? []).map((p) => [p.profile_id, p]));
  const form = useForm<Values>({
    defaultValues: {
      daily_rate: position.max_daily_rate ? String(position.max_daily_rate) : "",
      date_start: position.date_start ?? "",
      date_end: position.date_end ?? "",
      profile_number: String(position.profiles_wanted),
      note: "",
      profile_ids: [],
    },
    resolver: contractResolver<Values>(schemaFor(position), toBody),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(toBody(values));
      emitNotice(t("quoteSent"), "success");
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS, language);
    }
  });
  const items = [...(profiles.data?.items ?? [])].sort(
    (a, b) => (scoreOf.get(b.id)?.score ?? -1) - (scoreOf.get(a.id)?.score ?? -1),
  );
  const window = dateRange(position.date_start, position.date_end);
  return (
    <FormDialog
      title={t("form.quoteTitle", { title: position.title })}
      onClose={onClose}
      onSubmit={submit}
      pending={send.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("sendQuote")}
      submitTestId="quote-submit"
      testId="send-quote-dialog"
      fullScreenOnPhone
      dividers
      error={send.isError && isFormLevelError(send.error, FIELDS) ? send.error : null}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={form.control}
            name="daily_rate"
            label={t("form.dailyRate")}
            type="number"
            required
            helperText={
              position.max_daily_rate
                ? t("form.maxRate", { rate: formatEuro(position.max_daily_rate, language) })
                : undefined
            }
            slotProps={{ htmlInput: { min: 1, step: 1, "data-testid": "quote-rate" } }}
          />
          <FormTextField
            control={form.control}
            name="profile_number"
            label={t("form.profileNumber")}
            type="number"
            required
            helperText={t("form.profilesWanted", { count: position.profiles_wanted })}
            slotProps={{ htmlInput: { min: 1, step: 1, "data-testid": "quote-profile-number" } }}
          />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={form.control}
            name="date_start"
            label={t("form.dateStart")}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "quote-date-start" } }}
          />
          <FormTextField
            control={form.control}
            name="date_end"
            label={t("form.dateEnd")}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "quote-date-end" } }}
          />
        </Stack>
        {window ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            {t("form.window", { range: window })}
          </Typography>
        ) : null}
        <Controller
          control={form.control}
          name="profile_ids"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} data-testid="quote-profiles">
              <FormLabel component="legend" required>
                {t("form.profiles")}
              </FormLabel>
              {profiles.data && items.length === 0 ? (
                <Alert severity="info" sx={{ mt: 1 }}>
                  {t("form.noProfiles")}
                </Alert>
              ) : (
                <FormGroup>
                  {items.map((p) => {
                    const fit = scoreOf.get(p.id);
                    const checked = field.value.includes(p.id);
                    return (
                      <Stack
                        key={p.id}
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: "center", justifyContent: "space-between" }}
                      >
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={checked}
                              onChange={() =>
                                field.onChange(
                                  checked ? field.value.filter((id) => id !== p.id) : [...field.value, p.id],
                                )
                              }
                              slotProps={{ input: { "aria-label": `${p.firstname} ${p.lastname}` } }}
                            />
                          }
                          label={
                            <Box>
                              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {p.firstname} {p.lastname}
                              </Typography>
                              <Typography variant="caption" color="text.secondary">
                                {p.title} · {tp(`seniority.${p.seniority}`)}
                              </Typography>
                            </Box>
                          }
                        />
                        {fit ? <BandChip score={fit.score} band={fit.band} /> : null}
                      </Stack>
                    );
                  })}
                </FormGroup>
              )}
              <FormHelperText role={fieldState.error ? "alert" : undefined}>
                {fieldState.error?.message ?? t("form.profilesHelp")}
              </FormHelperText>
            </FormControl>
          )}
        />
        <FormTextField
          control={form.control}
          name="note"
          label={t("form.note")}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { "data-testid": "quote-note" } }}
        />
      </Stack>
    </FormDialog>
  );
}
