import { LANGUAGE_LEVELS, type OpenProfileDetail } from "@mkt/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import EventAvailable from "@mui/icons-material/EventAvailable";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { QueryState } from "../../shared/components/query-state.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useTrackView } from "../../shared/tracking/index.ts";
import { availabilityOf, rateRange, todayIso } from "../profiles/index.ts";
import { useOpenLanguages, useOpenProfileDetail } from "./browse-api.ts";
import { OpenAvailabilityDialog } from "./open-availability-dialog.tsx";
import { OpenSignUpCall } from "./open-profile-detail-signup.tsx";
import { initialsOf } from "./open-profiles-card.tsx";
import { openPath, useOpenSession } from "./open-session.tsx";

/**
 * The profile id of `/open/complete_detail/<token>/<company_id>/null/<profile_id>/null/null/null/<mode>` (spec
 * §2.2): the third segment after the token; null when the address does not hold a positive id there.
 */
export function detailProfileId(rest: string | undefined): number | null {
  const raw = (rest ?? "").split("/")[2] ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
const isLevel = (level: string): level is LanguageLevel =>
  (LANGUAGE_LEVELS as readonly string[]).includes(level);
const period = (start: string, end: string | null, present: string) =>
  `${start.slice(0, 7)} – ${end ? end.slice(0, 7) : present}`;

/** "Ask for availability": the visitor leaves an e-mail; registering from the mailed link sends the request. */
function AskAvailability({ profile }: { profile: OpenProfileDetail }) {
  const { t } = useTranslation("open-browse");
  const { token } = useOpenSession();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button
        variant="contained"
        startIcon={<EventAvailable />}
        onClick={() => setOpen(true)}
        data-testid="open-ask-availability"
      >
        {t("ask.button")}
      </Button>
      {open ? (
        <OpenAvailabilityDialog
          token={token}
          profile={{ id: profile.id, title: profile.title }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Box>
  );
}

function ProfileView({ profile: p }: { profile: OpenProfileDetail }) {
  const { t } = useTranslation("open-browse");
  const { t: tp } = useTranslation("profiles");
  const language = useLanguage();
  // Named from the staff's spoken-language table, in the visit's language.
  const spoken = useOpenLanguages();
  const languageName = (code: string) =>
    spoken.data?.find((l) => l.code === code)?.name ?? code.toUpperCase();
  const initials = initialsOf(p);
  const availability = availabilityOf(p.available_from, todayIso());
  const rate = rateRange(
    p.daily_rate_min,
    p.daily_rate_max,
    {
      from: tp("rate.from"),
      upTo: tp("rate.upTo"),
    },
    language,
  );
  const place = [p.city, ...p.localities.filter((l) => l !== p.city)].filter(Boolean).join(", ");
  return (
    <Stack spacing={3} data-testid="open-profile-detail">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: "primary.main", fontSize: "1.5rem" }} aria-hidden>
          {initials}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, wordBreak: "break-word" }}>
            {p.title}
          </Typography>
          <Typography color="text.secondary">{initials}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: "wrap" }}>
            <Chip size="small" label={tp(`seniority.${p.seniority}`)} />
            <Chip size="small" variant="outlined" label={t(`kind.${p.kind}`, { ns: "search" })} />
          </Stack>
        </Box>
      </Stack>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t("detail.rate")}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{rate ?? t("profiles.noRate")}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t("detail.availability")}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {availability.kind === "now"
              ? tp("availability.now")
              : tp("availability.from", { date: availability.date })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t("detail.location")}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {[place, p.remote ? t("profiles.remote") : null].filter(Boolean).join(" · ") || "—"}
          </Typography>
        </Box>
      </Box>
      <AskAvailability profile={p} />
      <OpenSignUpCall kind="profile" />
      {p.summary ? (
        <Section title={t("detail.summary")}>
          <Typography sx={{ whiteSpace: "pre-line" }}>{p.summary}</Typography>
        </Section>
      ) : null}
      {p.skills.length > 0 ? (
        <Section title={t("detail.skills")}>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap" }}>
            {p.skills.map((s) => (
              <Chip
                key={s.technology_id}
                variant="outlined"
                label={`${s.name} · ${t("detail.level", { level: s.level })}`}
              />
            ))}
          </Stack>
        </Section>
      ) : null}
      {p.languages.length > 0 ? (
        <Section title={t("detail.languages")}>
          <Stack spacing={0.5}>
            {p.languages.map((l) => (
              <Typography key={l.code} variant="body2">
                {languageName(l.code)}
                {" · "}
                {isLevel(l.level) ? tp(`languageLevel.${l.level}`) : l.level}
              </Typography>
            ))}
          </Stack>
        </Section>
      ) : null}
      {p.experiences.length > 0 ? (
        <Section title={t("detail.experiences")}>
          <Stack spacing={1.5} divider={<Divider flexItem />}>
            {p.experiences.map((e) => (
              <Box key={`${e.role}-${e.start_date}`}>
                <Typography sx={{ fontWeight: 600 }}>
                  {[e.role, e.company].filter(Boolean).join(" · ")}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {period(e.start_date, e.end_date, t("detail.present"))}
                </Typography>
                {e.description ? (
                  <Typography variant="body2" sx={{ whiteSpace: "pre-line", mt: 0.5 }}>
                    {e.description}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Stack>
        </Section>
      ) : null}
      {p.certifications.length > 0 ? (
        <Section title={t("detail.certifications")}>
          {p.certifications.map((c) => (
            <Typography key={c.name} variant="body2">
              {[c.name, c.issuer].filter(Boolean).join(" · ")}
            </Typography>
          ))}
        </Section>
      ) : null}
      {p.education.length > 0 ? (
        <Section title={t("detail.education")}>
          {p.education.map((e) => (
            <Typography key={`${e.institution}-${e.degree}`} variant="body2">
              {[e.degree, e.field, e.institution].filter(Boolean).join(" · ")}
              {e.end_year ? ` (${e.end_year})` : ""}
            </Typography>
          ))}
        </Section>
      ) : null}
    </Stack>
  );
}

function LoadedProfile({ profileId }: { profileId: number }) {
  const { t } = useTranslation("open-browse");
  const detail = useOpenProfileDetail(profileId);
  // A visitor's view is sent with the open token (the tracker reads it), only after the banner's consent.
  useTrackView("profile_detail", detail.data ? { profile_id: profileId, source: "open" } : null);
  return (
    <QueryState query={detail} retry={{ label: t("retry"), onClick: () => void detail.refetch() }}>
      {(profile) => <ProfileView profile={profile} />}
    </QueryState>
  );
}

/** §2.2 complete_detail in the open area: one anonymised profile with the sign-up call to action. */
export function OpenProfileDetailPage() {
  const { t } = useTranslation("open-browse");
  const { token } = useOpenSession();
  const profileId = detailProfileId(useParams()["*"]);
  return (
    <Card data-testid="open-profile-detail-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Button
          component={RouterLink}
          to={openPath("profile_available", token)}
          startIcon={<ArrowBack />}
          sx={{ mb: 2 }}
          data-testid="open-profile-back"
        >
          {t("detail.back")}
        </Button>
        {profileId === null ? (
          <Alert severity="warning">{t("detail.badLink")}</Alert>
        ) : (
          <LoadedProfile profileId={profileId} />
        )}
      </CardContent>
    </Card>
  );
}
