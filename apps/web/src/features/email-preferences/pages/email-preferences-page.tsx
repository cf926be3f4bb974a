import {
  EMAIL_EVENT_GROUPS,
  type EmailEventGroup,
  type EmailPreferenceEvent,
  emailPreferencesBodySchema,
  must,
} from "@mkt/contracts";
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { type EmailPreferencesBody, useEmailPreferences, useSaveEmailPreferences } from "../api.ts";

type FormValues = {
  delivery: "instant" | "daily";
  notifications: boolean;
  newsletter: boolean;
  events: Record<string, boolean>;
};
const resolver = contractResolver<FormValues>(emailPreferencesBodySchema, (v) => toBody(v));
const toBody = (v: FormValues): EmailPreferencesBody => ({
  delivery: v.delivery,
  notifications: v.notifications,
  newsletter: v.newsletter,
  events: Object.entries(v.events).map(([type, enabled]) => ({ type, enabled })),
});

/** §2.2 email_notifications: which events come by e-mail (per type, grouped), instantly or in a daily digest. */
export function EmailPreferencesPage() {
  const { t } = useTranslation("email-preferences");
  const language = useLanguage();
  const { notify } = useNotice();
  const userId = useSession()?.user.id ?? 0;
  const prefs = useEmailPreferences(userId);
  const save = useSaveEmailPreferences(userId);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { delivery: "instant", notifications: true, newsletter: false, events: {} },
  });
  const { reset, control, handleSubmit, watch, formState } = form;
  useEffect(() => {
    if (!prefs.data) return;
    reset({
      delivery: prefs.data.delivery,
      notifications: prefs.data.notifications,
      newsletter: prefs.data.newsletter,
      events: Object.fromEntries(prefs.data.events.map((e) => [e.type, e.enabled])),
    });
  }, [prefs.data, reset]);
  // The API lists the e-mails the reader's role receives (contracts EMAIL_EVENT_AUDIENCE).
  const groups = useMemo(() => {
    const byGroup = new Map<EmailEventGroup, EmailPreferenceEvent[]>();
    for (const event of prefs.data?.events ?? [])
      byGroup.set(event.group, [...(byGroup.get(event.group) ?? []), event]);
    return EMAIL_EVENT_GROUPS.filter((g) => byGroup.has(g)).map((g) => ({
      group: g,
      events: must(byGroup.get(g), `the events of group ${g}`),
    }));
  }, [prefs.data]);
  const mailsOn = watch("notifications");

  const onSubmit = handleSubmit((values) =>
    save.mutate(toBody(values), { onSuccess: () => notify(t("saved"), "success") }),
  );

  if (prefs.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  if (prefs.isError) return <FormAlert>{errorText(prefs.error, language)}</FormAlert>;

  return (
    <Card data-testid="email-preferences-page">
      <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("intro")}
        </Typography>
        {save.isError ? <FormAlert>{errorText(save.error, language)}</FormAlert> : null}
        <Controller
          control={control}
          name="notifications"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{ input: { "data-testid": "pref-notifications" } as object }}
                />
              }
              label={<Typography sx={{ fontWeight: 600 }}>{t("notifications")}</Typography>}
            />
          )}
        />
        <Controller
          control={control}
          name="delivery"
          render={({ field }) => (
            <FormControl disabled={!mailsOn} sx={{ mt: 2, display: "block" }}>
              <FormLabel id="delivery-label">{t("delivery.label")}</FormLabel>
              <RadioGroup
                aria-labelledby="delivery-label"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <FormControlLabel
                  value="instant"
                  control={<Radio slotProps={{ input: { "data-testid": "pref-instant" } as object }} />}
                  label={t("delivery.instant")}
                />
                <FormControlLabel
                  value="daily"
                  control={<Radio slotProps={{ input: { "data-testid": "pref-daily" } as object }} />}
                  label={t("delivery.daily")}
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t("events")}
        </Typography>
        {groups.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="email-preferences-no-events">
            {t("noEvents")}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {mailsOn ? t("eventsHint") : t("eventsOff")}
          </Typography>
        )}
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
            columnGap: 4,
            rowGap: 2,
          }}
        >
          {groups.map(({ group, events }) => (
            <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="overline" color="text.secondary">
                {t(`groups.${group}`)}
              </Typography>
              <Stack>
                {events.map((event) => (
                  <Controller
                    key={event.type}
                    control={control}
                    name={`events.${event.type}`}
                    render={({ field }) => (
                      <FormControlLabel
                        disabled={!mailsOn}
                        sx={{ ml: -0.5 }}
                        control={
                          <Switch
                            size="small"
                            checked={Boolean(field.value)}
                            onChange={(e) => field.onChange(e.target.checked)}
                            slotProps={{ input: { "data-testid": `pref-event-${event.type}` } as object }}
                          />
                        }
                        label={event.label}
                      />
                    )}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Controller
          control={control}
          name="newsletter"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{ input: { "data-testid": "pref-newsletter" } as object }}
                />
              }
              label={
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{t("newsletter")}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t("newsletterHint")}
                  </Typography>
                </Box>
              }
            />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", mt: 3 }}>
          <Button type="button" disabled={!formState.isDirty || save.isPending} onClick={() => reset()}>
            {t("reset")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isDirty || save.isPending}
            data-testid="pref-save"
          >
            {t("save")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
