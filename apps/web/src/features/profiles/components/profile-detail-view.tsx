import type { ProfileDetail } from "@mkt/contracts";
import { formatDayMonthYear } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import Email from "@mui/icons-material/Email";
import LocationOn from "@mui/icons-material/LocationOn";
import Lock from "@mui/icons-material/Lock";
import Phone from "@mui/icons-material/Phone";
import { Box, Card, CardContent, Chip, Divider, Rating, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { ProfileFeedbackSection } from "../../collaborations/index.ts";
import { companyPagePath } from "../../company-page/index.ts";
import { availabilityOf, rateRange, todayIso } from "../profile-format.ts";
import { ProfileAvatar } from "./profile-avatar.tsx";
import { ProfileLanguageChips } from "./profile-language-chips.tsx";

const day = (iso: string) => formatDayMonthYear(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export type ProfileDetailViewProps = {
  profile: ProfileDetail;
  actions: ReactNode;
  /** Shown under the hidden-contacts notice (a client's Unlock contacts). */
  contactsAction?: ReactNode;
};

/** A profile as its viewer may see it (anonymised surname and no contacts until unlocked). */
export function ProfileDetailView({ profile: p, actions, contactsAction }: ProfileDetailViewProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const availability = availabilityOf(p.available_from, todayIso());
  const rate = rateRange(
    p.daily_rate_min,
    p.daily_rate_max,
    { from: t("rate.from"), upTo: t("rate.upTo") },
    language,
  );
  const where = [p.city, ...p.localities].filter(Boolean).join(" · ");
  return (
    <Stack spacing={2} data-testid="profile-detail">
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ alignItems: { md: "center" } }}>
            <ProfileAvatar
              photoUrl={p.photo_url}
              fallback={`${p.firstname.charAt(0)}${p.lastname.charAt(0)}`}
              sx={{ width: 96, height: 96, fontSize: 32 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="h5"
                component="h1"
                sx={{ fontWeight: 700 }}
                data-testid="profile-detail-name"
              >
                {p.firstname} {p.lastname}
              </Typography>
              <Typography variant="subtitle1" color="text.secondary">
                {p.title}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
                <Chip size="small" label={t(`seniority.${p.seniority}`)} />
                {p.premium ? <Chip size="small" color="secondary" label={t("premium")} /> : null}
                {p.editable ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={p.published ? "success" : "default"}
                    label={p.published ? t("status.published") : t("status.draft")}
                  />
                ) : null}
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<Business />}
                  label={p.company_name}
                  clickable
                  component={RouterLink}
                  to={companyPagePath({ id: p.company_id })}
                  data-testid="profile-detail-company"
                />
              </Stack>
            </Box>
            <Box sx={{ flexShrink: 0, maxWidth: { md: "55%" } }}>{actions}</Box>
          </Stack>
        </CardContent>
      </Card>

      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" },
          alignItems: "start",
        }}
      >
        <Stack spacing={2}>
          {p.summary ? (
            <Block title={t("detail.summary")}>
              <Typography sx={{ whiteSpace: "pre-line" }}>{p.summary}</Typography>
            </Block>
          ) : null}
          <Block title={t("form.sections.experiences")}>
            {p.experiences.length === 0 ? (
              <Typography color="text.secondary">{t("detail.none")}</Typography>
            ) : (
              <Stack spacing={2} divider={<Divider flexItem />}>
                {p.experiences.map((e) => (
                  <Box key={`${e.company}|${e.role}|${e.start_date}`}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {e.role} · {e.company}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {day(e.start_date)} – {e.end_date ? day(e.end_date) : t("detail.present")}
                    </Typography>
                    {e.description ? (
                      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-line" }}>
                        {e.description}
                      </Typography>
                    ) : null}
                    {e.technologies.length > 0 ? (
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
                        {e.technologies.map((tech) => (
                          <Chip key={tech.id} size="small" variant="outlined" label={tech.name} />
                        ))}
                      </Stack>
                    ) : null}
                  </Box>
                ))}
              </Stack>
            )}
          </Block>
          {p.education.length > 0 ? (
            <Block title={t("form.sections.education")}>
              <Stack spacing={1.5}>
                {p.education.map((e) => (
                  <Box key={`${e.institution}|${e.degree}|${e.start_year}`}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {e.degree}
                      {e.field ? ` · ${e.field}` : ""}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {e.institution}
                      {e.start_year || e.end_year ? ` (${e.start_year ?? "…"}–${e.end_year ?? "…"})` : ""}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Block>
          ) : null}
          {p.certifications.length > 0 ? (
            <Block title={t("form.sections.certifications")}>
              <Stack spacing={1.5}>
                {p.certifications.map((c) => (
                  <Box key={`${c.name}|${c.issuer}|${c.issued_on}`}>
                    <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        c.issuer,
                        c.issued_on ? day(c.issued_on) : null,
                        c.expires_on ? t("detail.expires", { date: day(c.expires_on) }) : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Block>
          ) : null}
        </Stack>

        <Stack spacing={2}>
          <Block title={t("form.sections.availability")}>
            <Stack spacing={1}>
              <Typography>
                {availability.kind === "now"
                  ? t("availability.now")
                  : t("availability.from", { date: availability.date })}
              </Typography>
              <Typography color="text.secondary">
                {[p.full_time ? t("form.fullTime") : t("detail.partTime"), p.remote ? t("form.remote") : null]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
              {where ? (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                  <LocationOn fontSize="small" color="action" />
                  <Typography variant="body2">{where}</Typography>
                </Stack>
              ) : null}
              <Typography sx={{ fontWeight: 600 }}>
                {rate ? t("detail.rate", { rate }) : t("detail.rateUnknown")}
              </Typography>
            </Stack>
          </Block>
          <Block title={t("detail.contacts")}>
            {p.contacts_visible && !p.email && !p.phone ? (
              <Typography variant="body2" color="text.secondary" data-testid="contacts-none">
                {t("detail.contactsNone")}
              </Typography>
            ) : p.contacts_visible ? (
              <Stack spacing={1}>
                {p.email ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Email fontSize="small" color="action" />
                    <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
                      {p.email}
                    </Typography>
                  </Stack>
                ) : null}
                {p.phone ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Phone fontSize="small" color="action" />
                    <Typography variant="body2">{p.phone}</Typography>
                  </Stack>
                ) : null}
              </Stack>
            ) : (
              <Stack spacing={1.5}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: "center" }}
                  data-testid="contacts-hidden"
                >
                  <Lock fontSize="small" color="action" />
                  <Typography variant="body2" color="text.secondary">
                    {t("detail.contactsHidden")}
                  </Typography>
                </Stack>
                {contactsAction}
              </Stack>
            )}
          </Block>
          <Block title={t("form.sections.skills")}>
            {p.skills.length === 0 ? (
              <Typography color="text.secondary">{t("detail.none")}</Typography>
            ) : (
              <Stack spacing={1}>
                {p.skills.map((s) => (
                  <Stack key={s.technology_id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
                      {s.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t("detail.years", { count: s.years })}
                    </Typography>
                    <Rating
                      value={s.level}
                      max={5}
                      readOnly
                      size="small"
                      aria-label={t(`skillLevel.${s.level as 1}`)}
                    />
                  </Stack>
                ))}
              </Stack>
            )}
          </Block>
          <Block title={t("form.sections.languages")}>
            <ProfileLanguageChips languages={p.languages} />
          </Block>
        </Stack>
      </Box>
      <ProfileFeedbackSection profileId={p.id} />
    </Stack>
  );
}
