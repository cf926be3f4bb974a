import { SERVICE_REQUEST_LIMITS } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Grid, IconButton, List, ListItem, ListItemText, ListSubheader, Typography } from "@mui/material";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCreateServiceRequest } from "../api.ts";
import { serviceRequestPath } from "../format.ts";
import {
  emptyRequestForm,
  REQUEST_FIELDS,
  type RequestFormValues,
  requestBody,
  requestResolver,
} from "../request-form.ts";
import { clearShortlist, removeFromShortlist, useShortlist } from "../shortlist.ts";

/**
 * The quote request over the shortlisted services: title, scope, optional budget and start, deadline. Sent, the
 * shortlist empties and the request's comparison page opens.
 */
export function RequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("service-requests");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const items = useShortlist();
  const create = useCreateServiceRequest();
  const form = useForm<RequestFormValues>({
    defaultValues: emptyRequestForm(items.map((i) => i.id)),
    resolver: requestResolver,
  });
  const ids = items.map((i) => i.id).join(",");
  const { setValue } = form;
  useEffect(() => {
    setValue("service_ids", ids ? ids.split(",").map(Number) : []);
  }, [ids, setValue]);
  const servicesError = form.formState.errors.service_ids;

  const submit = form.handleSubmit((values) =>
    create.mutate(requestBody(values), {
      onSuccess: (request) => {
        clearShortlist();
        notify(t("form.sent"), "success");
        onClose();
        navigate(serviceRequestPath(request.id));
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, REQUEST_FIELDS, language);
      },
    }),
  );
  // Field errors land under their inputs; any other failure (already requested, unavailable) shows on top.
  const placed =
    isApiError(create.error) &&
    create.error.fieldErrors.length > 0 &&
    create.error.fieldErrors.every((e) => (REQUEST_FIELDS as readonly string[]).includes(e.field));
  const formError = create.error && !placed ? create.error : null;

  return (
    <FormDialog
      title={t("form.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      cancelLabel={t("form.cancel")}
      submitLabel={t("form.send")}
      submitDisabled={items.length === 0}
      submitTestId="service-request-send"
      testId="service-request-dialog"
      error={formError}
      fullScreenOnPhone
      dividers
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("form.intro")}
      </Typography>
      <List
        dense
        subheader={<ListSubheader disableGutters>{t("form.services")}</ListSubheader>}
        data-testid="service-request-services"
        sx={{ mb: 1 }}
      >
        {items.map((item) => (
          <ListItem
            key={item.id}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t("form.remove", { title: item.title })}
                onClick={() => removeFromShortlist(item.id)}
                disabled={create.isPending}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemText primary={item.title} secondary={item.supplier} />
          </ListItem>
        ))}
      </List>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("form.noServices")}
        </Typography>
      ) : null}
      {servicesError?.message ? (
        <Typography color="error" role="alert" variant="body2" sx={{ mb: 2 }}>
          {servicesError.message}
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t("form.name")}
            required
            slotProps={{
              htmlInput: { maxLength: SERVICE_REQUEST_LIMITS.titleMax, "data-testid": "request-title" },
            }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="scope"
            label={t("form.scope")}
            required
            multiline
            minRows={4}
            helperText={t("form.scopeHint", { min: SERVICE_REQUEST_LIMITS.scopeMin })}
            slotProps={{
              htmlInput: { maxLength: SERVICE_REQUEST_LIMITS.scopeMax, "data-testid": "request-scope" },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="budget"
            label={t("form.budget")}
            helperText={t("form.budgetHint")}
            slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "request-budget" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="start_date"
            label={t("form.startDate")}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "request-start" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="deadline"
            label={t("form.deadline")}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "request-deadline" } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
