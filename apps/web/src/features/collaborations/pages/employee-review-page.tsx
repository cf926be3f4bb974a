import {
  type EmployeeReviewBody,
  employeeReviewBodySchema,
  FEEDBACK_CRITERIA,
  type ProfileListItem,
} from "@mkt/contracts";
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Rating,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { DEFAULT_FILTERS, useProfiles } from "../../profiles/index.ts";
import { useAddEmployeeReview, useEmployeeReviews } from "../api.ts";
import { StarField } from "../components/feedback-dialogs.tsx";
import { isFormLevelError } from "../form-error.ts";
import { formatDate } from "../format.ts";

type Score = number | null;
type Values = {
  rating: Score;
  criteria: { quality: Score; communication: Score; timeliness: Score; value: Score };
  comment: string;
};
const EMPTY: Values = {
  rating: null,
  criteria: { quality: null, communication: null, timeliness: null, value: null },
  comment: "",
};

function ReviewForm({ profileId }: { profileId: number }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const { notify } = useNotice();
  const add = useAddEmployeeReview();
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: contractResolver<Values>(employeeReviewBodySchema, (v) => ({
      profile_id: profileId,
      rating: v.rating ?? undefined,
      criteria: Object.fromEntries(Object.entries(v.criteria).map(([k, s]) => [k, s ?? undefined])),
      comment: v.comment,
    })),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ ...values, profile_id: profileId } as EmployeeReviewBody);
      reset(EMPTY);
      notify(t("employeeReview.saved"), "success");
    } catch (error) {
      applyServerFieldErrors(error, setError, ["rating", "comment"], language);
    }
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} data-testid="employee-review-form">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t("employeeReview.add")}
      </Typography>
      {add.isError && isFormLevelError(add.error) ? (
        <FormAlert>{errorText(add.error, language)}</FormAlert>
      ) : null}
      <StarField control={control} name="rating" label={t("employeeReview.rating")} size="large" />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {FEEDBACK_CRITERIA.map((c) => (
          <StarField key={c} control={control} name={`criteria.${c}`} label={t(`feedback.criteria.${c}`)} />
        ))}
      </Box>
      <FormTextField
        control={control}
        name="comment"
        label={t("employeeReview.comment")}
        multiline
        minRows={3}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t("employeeReview.submit")}
        </Button>
      </Box>
    </Stack>
  );
}

function ReviewList({ profileId }: { profileId: number }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const reviews = useEmployeeReviews(profileId);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t("employeeReview.list")}
      </Typography>
      {reviews.isPending ? <CircularProgress size={24} /> : null}
      {reviews.isError ? <Alert severity="error">{errorText(reviews.error, language)}</Alert> : null}
      {reviews.data?.length === 0 ? (
        <Typography color="text.secondary">{t("employeeReview.empty")}</Typography>
      ) : null}
      {reviews.data?.map((r) => (
        <Box
          key={r.id}
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
          data-testid="employee-review"
        >
          <Stack
            direction="row"
            sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}
          >
            <Rating value={r.rating} readOnly size="small" />
            <Typography variant="caption" color="text.secondary">
              {t("employeeReview.by", {
                name: r.reviewer_name ?? "—",
                date: formatDate(r.created_at, language),
              })}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="div">
            {FEEDBACK_CRITERIA.map((c) => `${t(`feedback.criteria.${c}`)} ${r.criteria[c] ?? "—"}/5`).join(
              " · ",
            )}
          </Typography>
          {r.comment ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {r.comment}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** §2.2 employee_review: the supplier's internal reviews of its own profiles. */
export function EmployeeReviewPage() {
  const { t } = useTranslation("collaborations");
  const [params, setParams] = useAddressParams();
  const profileId = Number(params.get("profile_id")) || null;
  const [search, setSearch] = useState("");
  const profiles = useProfiles({ ...DEFAULT_FILTERS, search, limit: 20 });
  const options = profiles.data?.items ?? [];
  const selected = options.find((p) => p.id === profileId) ?? null;
  const name = (p: ProfileListItem) => `${p.firstname} ${p.lastname} – ${p.title}`;
  return (
    <Card data-testid="employee-review-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("employeeReview.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("employeeReview.subtitle")}
        </Typography>
        <Autocomplete
          options={options}
          value={selected}
          loading={profiles.isFetching}
          getOptionLabel={name}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_, value, reason) => {
            if (reason === "input") setSearch(value);
          }}
          onChange={(_, value) => setParams(value ? { profile_id: String(value.id) } : {})}
          renderInput={(input) => <TextField {...input} label={t("employeeReview.profile")} />}
          sx={{ maxWidth: 520 }}
          data-testid="employee-review-profile"
        />
        {profiles.data && profiles.data.total === 0 && !search ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t("employeeReview.noProfiles")}
          </Alert>
        ) : null}
        {profileId === null ? (
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            {t("employeeReview.pickProfile")}
          </Typography>
        ) : (
          <Box
            sx={{
              mt: 3,
              display: "grid",
              gap: 3,
              gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" },
            }}
          >
            <ReviewForm key={profileId} profileId={profileId} />
            <Box>
              <Divider sx={{ display: { md: "none" }, mb: 2 }} />
              <ReviewList profileId={profileId} />
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
