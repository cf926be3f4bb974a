import {
  COLLABORATION_LIMITS,
  type InterviewProposeBody,
  interviewProposeBodySchema,
  LANGUAGES,
  type Language,
  validateInterviewSlots,
} from "@mkt/contracts";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { Controller, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useProposeInterview } from "../api.ts";
import { isFormLevelError } from "../form-error.ts";
import { inputHoursFromNow, localInputToIso } from "../format.ts";

type Values = {
  slots: { value: string }[];
  location: string;
  note: string;
  duration_minutes: string;
  /** Each external invitee's mails and token page go in their own language (the client's by default). */
  invitees: { email: string; name: string; language: Language }[];
};

/** The contracts' schema plus the slot rules (future, an hour apart), checked before sending. */
const schema = interviewProposeBodySchema.superRefine((value, ctx) => {
  for (const issue of validateInterviewSlots(value.slots, new Date()))
    ctx.addIssue({
      code: "custom",
      path: issue.field.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: issue.code,
    });
});

const toBody = (v: Values) => ({
  slots: v.slots.map((s) => localInputToIso(s.value) ?? s.value),
  location: v.location,
  note: v.note,
  duration_minutes: v.duration_minutes,
  invitees: v.invitees,
});

export type ProposeInterviewDialogProps = { collaborationId: number; open: boolean; onClose: () => void };

/** The client proposes 2–5 times, a place, a note and optional external invitees. */
export function ProposeInterviewDialog({ collaborationId, open, onClose }: ProposeInterviewDialogProps) {
  const { t } = useTranslation("collaborations");
  const { t: tc } = useTranslation("common");
  const language = useLanguage();
  const propose = useProposeInterview();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: {
      slots: [{ value: inputHoursFromNow(48) }, { value: inputHoursFromNow(50) }],
      location: "",
      note: "",
      duration_minutes: "60",
      invitees: [],
    },
    resolver: contractResolver<Values>(schema, toBody),
  });
  const slots = useFieldArray({ control, name: "slots" });
  const invitees = useFieldArray({ control, name: "invitees" });
  const slotFields = slots.fields.map((_, i) => `slots.${i}` as const);
  /** Zod names a slot "slots.N"; the input is "slots.N.value": either error shows under it. */
  const slotError = (i: number) => (formState.errors.slots?.[i] as { message?: string } | undefined)?.message;

  const submit = handleSubmit(async (values) => {
    try {
      await propose.mutateAsync({ id: collaborationId, body: toBody(values) as InterviewProposeBody });
      onClose();
    } catch (error) {
      applyServerFieldErrors(
        error,
        setError,
        ["slots", ...slotFields, "location", "note", "duration_minutes"] as FieldPath<Values>[],
        language,
      );
    }
  });
  const slotsErrors = formState.errors.slots as { message?: string; root?: { message?: string } } | undefined;
  const slotsError = slotsErrors?.root?.message ?? slotsErrors?.message;

  return (
    <Dialog open={open} onClose={propose.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("propose.title")}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="propose-interview-form"
          spacing={2}
          noValidate
          onSubmit={submit}
          sx={{ pt: 1 }}
        >
          <Typography variant="body2" color="text.secondary">
            {t("propose.hint")}
          </Typography>
          {propose.isError && isFormLevelError(propose.error) ? (
            <FormAlert>{errorText(propose.error, language)}</FormAlert>
          ) : null}
          {slots.fields.map((slot, i) => (
            <Stack key={slot.id} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <Controller
                control={control}
                name={`slots.${i}.value`}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    type="datetime-local"
                    label={t("propose.slot", { n: i + 1 })}
                    fullWidth
                    size="small"
                    error={Boolean(fieldState.error ?? slotError(i))}
                    helperText={fieldState.error?.message ?? slotError(i)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": `slot-${i}` } }}
                  />
                )}
              />
              <IconButton
                aria-label={t("propose.removeSlot", { n: i + 1 })}
                disabled={slots.fields.length <= COLLABORATION_LIMITS.slotsMin}
                onClick={() => slots.remove(i)}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          {slotsError ? <FormHelperText error>{slotsError}</FormHelperText> : null}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={slots.fields.length >= COLLABORATION_LIMITS.slotsMax}
              onClick={() => slots.append({ value: inputHoursFromNow(48 + slots.fields.length * 2) })}
            >
              {t("propose.addSlot")}
            </Button>
          </Box>
          <FormTextField
            control={control}
            name="location"
            label={t("propose.location")}
            required
            size="small"
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField
              control={control}
              name="duration_minutes"
              label={t("propose.duration")}
              type="number"
              size="small"
              sx={{ width: { sm: 200 } }}
            />
          </Stack>
          <FormTextField
            control={control}
            name="note"
            label={t("propose.note")}
            multiline
            minRows={2}
            size="small"
          />
          <Box>
            <Typography variant="subtitle2">{t("propose.invitees")}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t("propose.inviteesHint")}
            </Typography>
          </Box>
          {invitees.fields.map((invitee, i) => (
            <Stack key={invitee.id} direction={{ xs: "column", sm: "row" }} spacing={1}>
              <FormTextField
                control={control}
                name={`invitees.${i}.email`}
                label={t("propose.inviteeEmail")}
                size="small"
                fullWidth
                sx={{ flex: { sm: "2 1 0" }, minWidth: 0 }}
              />
              <FormTextField
                control={control}
                name={`invitees.${i}.name`}
                label={t("propose.inviteeName")}
                size="small"
                fullWidth
                sx={{ flex: { sm: "1.2 1 0" }, minWidth: 0 }}
              />
              <FormTextField
                control={control}
                name={`invitees.${i}.language`}
                label={t("propose.inviteeLanguage")}
                size="small"
                select
                sx={{ flex: { sm: "0 0 130px" } }}
                slotProps={{ htmlInput: { "data-testid": `invitee-language-${i}` } }}
              >
                {LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {tc(`language.names.${l}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <IconButton
                aria-label={t("propose.removeInvitee", { n: i + 1 })}
                onClick={() => invitees.remove(i)}
                sx={{ alignSelf: "center" }}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={invitees.fields.length >= COLLABORATION_LIMITS.inviteesMax}
              onClick={() => invitees.append({ email: "", name: "", language })}
            >
              {t("propose.addInvitee")}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={propose.isPending}>
          {t("actions.back")}
        </Button>
        <Button
          type="submit"
          form="propose-interview-form"
          variant="contained"
          disabled={propose.isPending}
          data-testid="propose-interview-submit"
        >
          {t("propose.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
