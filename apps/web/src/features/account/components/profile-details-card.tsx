import { type SessionUser, updateMeBodySchema } from "@mkt/contracts";
import { Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUpdateMe } from "../api.ts";

type DetailsValues = { firstname: string; lastname: string };
const FIELDS = ["firstname", "lastname"] as const;

export type ProfileDetailsCardProps = { user: SessionUser };

/** My profile: first and last name (PUT auth/me); the e-mail is shown read-only. */
export function ProfileDetailsCard({ user }: ProfileDetailsCardProps) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const { notify } = useNotice();
  const update = useUpdateMe();
  const { control, handleSubmit, setError, reset, formState } = useForm<DetailsValues>({
    values: { firstname: user.firstname, lastname: user.lastname },
    resolver: contractResolver<DetailsValues>(updateMeBodySchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(updateMeBodySchema.parse(values));
      reset({ firstname: saved.firstname, lastname: saved.lastname });
      notify(t("details.saved"), "success");
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS, language))
        notify(errorText(error, language), "error");
    }
  });

  return (
    <Card data-testid="profile-details-card" sx={{ height: "100%" }}>
      <CardContent component="form" noValidate onSubmit={onSubmit}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t("details.heading")}
        </Typography>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField
              control={control}
              name="firstname"
              label={t("details.firstname")}
              autoComplete="given-name"
              required
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <FormTextField
              control={control}
              name="lastname"
              label={t("details.lastname")}
              autoComplete="family-name"
              required
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
          </Stack>
          <TextField
            label={t("details.email")}
            value={user.email}
            helperText={t("details.emailHint")}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
            <Button
              type="submit"
              variant="contained"
              disabled={update.isPending || !formState.isDirty}
              data-testid="profile-details-save"
            >
              {t("details.save")}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
