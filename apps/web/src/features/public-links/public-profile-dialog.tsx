import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../shared/components/query-state.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useLinkLanguages, useLinkProfile } from "./api.ts";
import { initialsOf, rateText } from "./profile-text.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One of the link's profiles, anonymised: no surname, contacts, photo, CV or supplier. */
export function PublicProfileDialog({
  token,
  viewer,
  profileId,
  onClose,
}: {
  token: string;
  viewer: string;
  profileId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("public-links");
  const language = useLanguage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const detail = useLinkProfile(token, viewer, profileId);
  // The link's languages named from the staff's spoken-language table (the list the filter uses).
  const languages = useLinkLanguages(token, language);
  const languageName = (code: string) =>
    languages.data?.find((l) => l.code === code)?.name ?? code.toUpperCase();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="public-profile-title"
      data-testid="public-profile-dialog"
    >
      <DialogTitle id="public-profile-title">{detail.data?.title ?? t("visit.loading")}</DialogTitle>
      <DialogContent dividers>
        <QueryState query={detail}>
          {(p) => {
            const rate = rateText(t, p.daily_rate_min, p.daily_rate_max, language);
            return (
              <Box>
                <Typography color="text.secondary">
                  {initialsOf(p)} · {t(`visit.seniority.${p.seniority}`)}
                  {p.city ? ` · ${p.city}` : ""}
                  {p.remote ? ` · ${t("visit.remote")}` : ""}
                  {rate ? ` · ${rate}` : ""}
                </Typography>
                {p.summary ? (
                  <Section title={t("visit.summary")}>
                    <Typography sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                      {p.summary}
                    </Typography>
                  </Section>
                ) : null}
                <Section title={t("visit.skills")}>
                  <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
                    {p.skills.map((s) => (
                      <Chip key={s.technology_id} size="small" label={s.name} />
                    ))}
                  </Stack>
                </Section>
                {p.languages.length ? (
                  <Section title={t("visit.spokenLanguages")}>
                    <Typography>
                      {p.languages.map((l) => `${languageName(l.code)} (${l.level})`).join(", ")}
                    </Typography>
                  </Section>
                ) : null}
                {p.experiences.length ? (
                  <Section title={t("visit.experiences")}>
                    <Stack spacing={1}>
                      {p.experiences.map((e) => (
                        <Box key={`${e.company}-${e.start_date}`}>
                          <Typography sx={{ fontWeight: 600 }}>
                            {e.role} · {e.company}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {e.start_date.slice(0, 7)} –{" "}
                            {e.end_date ? e.end_date.slice(0, 7) : t("visit.present")}
                          </Typography>
                          {e.description ? (
                            <Typography variant="body2" sx={{ wordBreak: "break-word" }}>
                              {e.description}
                            </Typography>
                          ) : null}
                        </Box>
                      ))}
                    </Stack>
                  </Section>
                ) : null}
              </Box>
            );
          }}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="public-profile-close">
          {t("visit.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
