import {
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useLinkLanguage } from "../../../shared/i18n/use-link-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useAnswerInterviewToken, useInterviewToken } from "../api.ts";
import { formatDateTime } from "../format.ts";

/** /authentication/interview_organize?token=…: an invitee picks a time of the interview or declines, once. */
export function InterviewOrganizePage() {
  useLinkLanguage();
  const { t } = useTranslation("collaborations");
  useDocumentTitle(t("token.title"));
  const language = useLanguage();
  const [params] = useAddressParams();
  const token = params.get("token") ?? "";
  const info = useInterviewToken(token);
  const answer = useAnswerInterviewToken();
  const [slotId, setSlotId] = useState("");
  const [missing, setMissing] = useState(false);
  const heading = (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {t("token.title")}
    </Typography>
  );

  if (!token || info.isError) {
    return (
      <Stack spacing={2} data-testid="interview-token-invalid">
        {heading}
        <FormAlert>
          {token ? `${errorText(info.error, language)} ${t("token.invalidHint")}` : t("token.missing")}
        </FormAlert>
        <Button component={RouterLink} to="/" variant="contained">
          {t("token.goHome")}
        </Button>
      </Stack>
    );
  }
  if (info.isPending) {
    return (
      <Stack spacing={2} sx={{ alignItems: "center", py: 4 }}>
        <CircularProgress aria-label={t("token.checking")} />
        <Typography color="text.secondary">{t("token.checking")}</Typography>
      </Stack>
    );
  }
  const data = info.data;
  if (answer.isSuccess) {
    const declined = answer.data.status === "declined";
    return (
      <Stack spacing={2} data-testid="interview-token-done">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {declined ? t("token.declinedTitle") : t("token.acceptedTitle")}
        </Typography>
        <FormAlert severity="success">
          {declined ? t("token.declined", { client: data.client_name }) : t("token.accepted")}
        </FormAlert>
      </Stack>
    );
  }
  const send = (decline: boolean) => {
    if (!decline && !slotId) {
      setMissing(true);
      return;
    }
    answer.mutate(decline ? { token, decline: true } : { token, slot_id: Number(slotId) });
  };
  return (
    <Stack spacing={2.5} data-testid="interview-token-form">
      <Box>
        {heading}
        {data.invitee_name ? (
          <Typography sx={{ mt: 1 }}>{t("token.greeting", { name: data.invitee_name })}</Typography>
        ) : null}
        <Typography sx={{ mt: 1 }}>
          {data.status === "confirmed"
            ? t("token.introConfirmed", { profile: data.profile_name })
            : t("token.intro", {
                client: data.client_name,
                profile: data.profile_name,
                supplier: data.supplier_name,
              })}
        </Typography>
        {data.position_title ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t("token.position", { title: data.position_title })}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: "break-word" }}>
          {t("detail.location")}: {data.location} · {t("detail.duration", { count: data.duration_minutes })}
        </Typography>
        {data.note ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {data.note}
          </Typography>
        ) : null}
      </Box>
      {answer.isError ? <FormAlert>{errorText(answer.error, language)}</FormAlert> : null}
      {data.slots.length === 0 ? (
        <Typography color="text.secondary">{t("token.noSlots")}</Typography>
      ) : (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t("token.pick")}
          </Typography>
          <RadioGroup
            value={slotId}
            onChange={(event) => {
              setSlotId(event.target.value);
              setMissing(false);
            }}
          >
            {data.slots.map((slot) => (
              <FormControlLabel
                key={slot.id}
                value={String(slot.id)}
                control={<Radio />}
                label={formatDateTime(slot.starts_at, language)}
                data-testid="token-slot"
              />
            ))}
          </RadioGroup>
          {missing ? <FormHelperText error>{t("token.required")}</FormHelperText> : null}
        </Box>
      )}
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "flex-end" }}
      >
        <Button
          color="error"
          onClick={() => send(true)}
          disabled={answer.isPending}
          data-testid="token-decline"
        >
          {t("token.decline")}
        </Button>
        <Button
          variant="contained"
          onClick={() => send(false)}
          disabled={answer.isPending || data.slots.length === 0}
          data-testid="token-accept"
        >
          {t("token.accept")}
        </Button>
      </Stack>
    </Stack>
  );
}
