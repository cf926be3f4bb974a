import { couponCreateBodySchema } from "@mkt/contracts";
import { Grid } from "@mui/material";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCreateCoupon } from "../admin-api.ts";
import { type CouponFormValues, couponBody, EMPTY_COUPON } from "../admin-forms.ts";

const FIELDS = ["code", "kind", "value", "audience", "expires_at", "max_redemptions"] as const;

export type CouponDialogProps = { onClose: () => void };

/** Administrator: a new coupon (code, percent or amount, audience, optional expiry and redemption limit). */
export function CouponDialog({ onClose }: CouponDialogProps) {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const { notify } = useNotice();
  const create = useCreateCoupon();
  const form = useForm<CouponFormValues>({
    defaultValues: EMPTY_COUPON,
    resolver: contractResolver(couponCreateBodySchema, couponBody),
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const submit = form.handleSubmit((values) =>
    create.mutate(couponBody(values) as Parameters<typeof create.mutate>[0], {
      onSuccess: () => {
        notify(t("admin.coupons.created"), "success");
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          form.setError("code", { message: t("admin.coupons.codeTaken") }, { shouldFocus: true });
          return;
        }
        if (!applyServerFieldErrors(error, form.setError, FIELDS, language))
          notify(errorText(error, language), "error");
      },
    }),
  );
  return (
    <FormDialog
      title={t("admin.coupons.create")}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t("admin.coupons.cancel")}
      submitLabel={t("admin.coupons.save")}
      submitDisabled={create.isPending}
      submitTestId="coupon-save"
      testId="coupon-dialog"
      actionsSx={{ px: 3, pb: 2 }}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="code"
            label={t("admin.coupons.code")}
            required
            slotProps={{ htmlInput: { maxLength: 40, "data-testid": "coupon-code" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="audience"
            label={t("admin.coupons.audience")}
            data-testid="coupon-audience"
            options={(["all", "client", "supplier"] as const).map((value) => ({
              value,
              label: t(`admin.coupons.audiences.${value}`),
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="kind"
            label={t("admin.coupons.kind")}
            data-testid="coupon-kind"
            options={(["percent", "amount"] as const).map((value) => ({
              value,
              label: t(`admin.coupons.kinds.${value}`),
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="value"
            label={t("admin.coupons.value")}
            required
            helperText={
              kind === "percent" ? t("admin.coupons.valueHintPercent") : t("admin.coupons.valueHintAmount")
            }
            slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "coupon-value" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="expires_at"
            label={t("admin.coupons.expiresAt")}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "coupon-expires" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="max_redemptions"
            label={t("admin.coupons.maxRedemptions")}
            slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "coupon-max" } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
