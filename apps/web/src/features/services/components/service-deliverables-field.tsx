import { SERVICE_LIMITS } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Button, IconButton, Stack, TextField, Typography } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ServiceFormValues } from "../service-form-model.ts";
import { ServiceFormSection } from "./form-section.tsx";

type Props = { control: Control<ServiceFormValues>; disabled: boolean };

/** The deliverables: one text per item, added and removed freely up to the contract's maximum. */
export function ServiceDeliverablesField({ control, disabled }: Props) {
  const { t } = useTranslation("services");
  return (
    <ServiceFormSection
      title={t("form.sections.deliverables")}
      help={t("form.deliverablesHelp", { max: SERVICE_LIMITS.deliverablesMax })}
    >
      <Controller
        control={control}
        name="deliverables"
        render={({ field, fieldState, formState }) => {
          const items = field.value;
          const itemErrors = formState.errors.deliverables;
          const errorAt = (index: number) =>
            Array.isArray(itemErrors)
              ? (itemErrors[index] as { message?: string } | undefined)?.message
              : undefined;
          const replace = (next: string[]) => field.onChange(next);
          return (
            <Stack spacing={1.5}>
              {items.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t("form.deliverablesEmpty")}
                </Typography>
              ) : null}
              {items.map((value, index) => {
                const error = errorAt(index);
                return (
                  // The items are plain texts: their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: controlled inputs, value follows the index
                  <Stack key={index} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
                    <TextField
                      label={t("form.deliverable", { n: index + 1 })}
                      value={value}
                      disabled={disabled}
                      onChange={(event) =>
                        replace(items.map((v, i) => (i === index ? event.target.value : v)))
                      }
                      onBlur={field.onBlur}
                      error={Boolean(error)}
                      helperText={error}
                      fullWidth
                      size="small"
                      slotProps={{
                        htmlInput: {
                          maxLength: SERVICE_LIMITS.deliverableMax,
                          "data-testid": "service-deliverable",
                        },
                        formHelperText: { role: error ? "alert" : undefined },
                      }}
                    />
                    {disabled ? null : (
                      <IconButton
                        aria-label={t("form.removeDeliverable", { n: index + 1 })}
                        onClick={() => replace(items.filter((_, i) => i !== index))}
                      >
                        <DeleteOutline />
                      </IconButton>
                    )}
                  </Stack>
                );
              })}
              {fieldState.error?.message ? (
                <Typography variant="caption" color="error" role="alert">
                  {fieldState.error.message}
                </Typography>
              ) : null}
              {disabled || items.length >= SERVICE_LIMITS.deliverablesMax ? null : (
                <Box>
                  <Button
                    startIcon={<Add />}
                    onClick={() => replace([...items, ""])}
                    data-testid="service-add-deliverable"
                  >
                    {t("form.addDeliverable")}
                  </Button>
                </Box>
              )}
            </Stack>
          );
        }}
      />
    </ServiceFormSection>
  );
}
