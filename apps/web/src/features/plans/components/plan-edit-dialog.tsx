import { planName } from "@mkt/contracts";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  Switch,
} from "@mui/material";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUpdatePlan } from "../admin-api.ts";
import { type PlanFormValues, planBody, planFormSchema, planFormValues } from "../admin-forms.ts";
import type { Plan } from "../api.ts";

export type PlanEditDialogProps = { plan: Plan; onClose: () => void };

const FIELDS = [
  "title",
  "title_en",
  "price",
  "credits",
  "max_project",
  "max_position",
  "n_max_users",
  "transaction_fee",
] as const;

/** Administrator: edit a plan's subtitle, price, credits, limits, fee and whether it is on sale. */
export function PlanEditDialog({ plan, onClose }: PlanEditDialogProps) {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const { notify } = useNotice();
  const titleId = useId();
  const update = useUpdatePlan();
  const form = useForm<PlanFormValues>({
    defaultValues: planFormValues(plan),
    resolver: contractResolver(planFormSchema, planBody),
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: plan.id, body: planBody(values) },
      {
        onSuccess: () => {
          notify(t("admin.plans.saved"), "success");
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, FIELDS, language))
            notify(errorText(error, language), "error");
        },
      },
    ),
  );
  const field = (name: (typeof FIELDS)[number], label: string, numeric = true) => (
    <Grid size={{ xs: 12, sm: name === "title" || name === "title_en" ? 12 : 6 }}>
      <FormTextField
        control={form.control}
        name={name}
        label={label}
        slotProps={numeric ? { htmlInput: { inputMode: "decimal" } } : undefined}
        data-testid={`plan-field-${name}`}
      />
    </Grid>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="plan-edit">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {t("admin.plans.editTitle", { name: planName(plan, language) })}
        </DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {field("title", t("admin.plans.title"), false)}
            {field("title_en", t("admin.plans.titleEn"), false)}
            {field("price", t("admin.plans.price"))}
            {field("credits", t("admin.plans.credits"))}
            {field("max_project", t("admin.plans.maxProject"))}
            {field("max_position", t("admin.plans.maxPosition"))}
            {field("n_max_users", t("admin.plans.users"))}
            {field("transaction_fee", t("admin.plans.fee"))}
            <Grid size={12}>
              <Controller
                control={form.control}
                name="active"
                render={({ field: active }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={active.value} onChange={(e) => active.onChange(e.target.checked)} />
                    }
                    label={t("admin.plans.active")}
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t("admin.plans.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending} data-testid="plan-save">
            {t("admin.plans.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
