import { type ProductCategory, SERVICE_DELIVERY_MODELS, SERVICE_PRICE_KINDS } from "@mkt/contracts";
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import { type Control, Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import type { ServiceFormValues } from "../service-form-model.ts";
import { ServiceFormSection } from "./form-section.tsx";

type Props = {
  control: Control<ServiceFormValues>;
  disabled: boolean;
  categories: readonly ProductCategory[];
  /** The category the service already holds: still offered when staff switched it (or its area) off. */
  heldCategoryId?: number | "";
};

/**
 * The categories the picker offers: the enabled ones whose area is enabled too, plus the one the service holds
 * (a switched-off category stays shown on the services that hold it).
 */
export function offeredCategories(
  categories: readonly ProductCategory[],
  held: number | "" | undefined,
): ProductCategory[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const on = (c: ProductCategory) =>
    c.enabled && (c.parent_id === null || byId.get(c.parent_id)?.enabled !== false);
  const kept = categories.filter((c) => c.id === held || on(c));
  const heldParent = kept.find((c) => c.id === held)?.parent_id ?? null;
  return categories.filter((c) => kept.includes(c) || c.id === heldParent);
}

/** The category menu: each top-level area as a heading over its categories (an area without any is pickable). */
function categoryItems(all: readonly ProductCategory[], held: number | "" | undefined) {
  const categories = offeredCategories(all, held);
  const parents = categories.filter((c) => c.parent_id === null);
  return parents.flatMap((parent) => {
    const children = categories.filter((c) => c.parent_id === parent.id);
    const hadChildren = all.some((c) => c.parent_id === parent.id);
    if (children.length === 0 && hadChildren && parent.id !== held) return [];
    if (children.length === 0)
      return [
        <MenuItem key={parent.id} value={parent.id} data-testid={`service-category-${parent.code}`}>
          {parent.name}
        </MenuItem>,
      ];
    return [
      <ListSubheader key={`area-${parent.id}`}>{parent.name}</ListSubheader>,
      ...children.map((child) => (
        <MenuItem
          key={child.id}
          value={child.id}
          sx={{ pl: 4 }}
          data-testid={`service-category-${child.code}`}
        >
          {child.name}
        </MenuItem>
      )),
    ];
  });
}

const amount = (testId: string) => ({
  htmlInput: { inputMode: "numeric" as const, maxLength: 9, "data-testid": testId },
});

/** Category, delivery model, price (its figures follow the price kind) and typical duration. */
export function ServiceOfferFields({ control, disabled, categories, heldCategoryId }: Props) {
  const { t } = useTranslation("services");
  const priceKind = useWatch({ control, name: "price_kind" });
  return (
    <>
      <ServiceFormSection title={t("form.sections.offer")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <FormTextField
            control={control}
            name="category_id"
            label={t("form.category")}
            required
            disabled={disabled}
            select
            data-testid="service-category"
          >
            {categoryItems(categories, heldCategoryId)}
          </FormTextField>
          <FormSelectField
            control={control}
            name="delivery_model"
            label={t("form.delivery_model")}
            required
            disabled={disabled}
            data-testid="service-delivery-model"
            options={SERVICE_DELIVERY_MODELS.map((value) => ({
              value,
              label: t(`form.deliveryModels.${value}`),
              testId: `service-delivery-${value}`,
            }))}
          />
        </Box>
      </ServiceFormSection>
      <ServiceFormSection title={t("form.sections.price")} help={t("form.priceHelp")}>
        <Controller
          control={control}
          name="price_kind"
          render={({ field }) => (
            <FormControl disabled={disabled}>
              <FormLabel id="service-price-kind">{t("form.price_kind")}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="service-price-kind"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {SERVICE_PRICE_KINDS.map((kind) => (
                  <FormControlLabel
                    key={kind}
                    value={kind}
                    control={<Radio inputProps={{ "aria-label": t(`form.priceKinds.${kind}`) }} />}
                    label={t(`form.priceKinds.${kind}`)}
                    data-testid={`service-price-kind-${kind}`}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {priceKind === "on_quote" ? (
          <Typography variant="body2" color="text.secondary" data-testid="service-on-quote">
            {t("form.onQuoteHelp")}
          </Typography>
        ) : (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <FormTextField
              control={control}
              name="price_min"
              label={priceKind === "range" ? t("form.price_range_min") : t("form.price_from")}
              required
              disabled={disabled}
              slotProps={amount("service-price-min")}
            />
            {priceKind === "range" ? (
              <FormTextField
                control={control}
                name="price_max"
                label={t("form.price_range_max")}
                required
                disabled={disabled}
                slotProps={amount("service-price-max")}
              />
            ) : null}
          </Box>
        )}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField
            control={control}
            name="duration_min_days"
            label={t("form.duration_min_days")}
            helperText={t("form.durationHelp")}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
          />
          <FormTextField
            control={control}
            name="duration_max_days"
            label={t("form.duration_max_days")}
            helperText={t("form.durationHelp")}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
          />
        </Box>
      </ServiceFormSection>
    </>
  );
}
