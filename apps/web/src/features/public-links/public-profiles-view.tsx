import type { PublicLinkFilterInput, PublicLinkProfileItem } from "@mkt/contracts";
import {
  Autocomplete,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../shared/api/api-error.ts";
import { ListState } from "../../shared/components/list-state.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useLinkLanguages, useLinkProfiles, useLinkTechnologies } from "./api.ts";
import { initialsOf, rateText } from "./profile-text.ts";
import { PublicProfileDialog } from "./public-profile-dialog.tsx";

type Filter = Omit<PublicLinkFilterInput, "token">;

function ProfileCard({ profile: p, onOpen }: { profile: PublicLinkProfileItem; onOpen: () => void }) {
  const { t } = useTranslation("public-links");
  const language = useLanguage();
  const initials = initialsOf(p);
  const rate = rateText(t, p.daily_rate_min, p.daily_rate_max, language);
  return (
    <Card variant="outlined" data-testid="public-profile-card">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
          <Avatar sx={{ bgcolor: "primary.main" }} aria-hidden>
            {initials}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 700, wordBreak: "break-word" }}>{p.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {initials} · {t(`visit.seniority.${p.seniority}`)}
              {p.city ? ` · ${p.city}` : ""}
              {p.remote ? ` · ${t("visit.remote")}` : ""}
              {rate ? ` · ${rate}` : ""}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 1 }}>
              {p.skills.slice(0, 6).map((s) => (
                <Chip key={s.technology_id} size="small" label={s.name} />
              ))}
            </Stack>
          </Box>
          <Button
            size="small"
            variant="outlined"
            onClick={onOpen}
            sx={{ flexShrink: 0 }}
            aria-label={`${t("visit.view")}: ${p.title} (${initials})`}
            data-testid="public-profile-view"
          >
            {t("visit.view")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

const EMPTY: Filter = {};

/** The link's profiles with the §3 public profile filter (cities, languages, technologies, daily rate). */
export function PublicProfilesView({
  token,
  viewer,
  onViewerRejected,
}: {
  token: string;
  viewer: string;
  /** The viewer token no longer works (expired): the contacts are asked again. */
  onViewerRejected: () => void;
}) {
  const { t } = useTranslation("public-links");
  const language = useLanguage();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [open, setOpen] = useState<number | null>(null);
  const profiles = useLinkProfiles(viewer, { token, ...filter });
  const rejected = isApiError(profiles.error) && profiles.error.code === "public_link.contacts_required";
  useEffect(() => {
    if (rejected) onViewerRejected();
  }, [rejected, onViewerRejected]);
  const technologies = useLinkTechnologies(token);
  const languages = useLinkLanguages(token, language);
  const techOptions = technologies.data ?? [];
  const languageOptions = languages.data ?? [];
  const rateOf = (value: string) => (value === "" ? undefined : Number(value));
  const badRange =
    draft.min_rate !== undefined &&
    draft.max_rate !== undefined &&
    Number(draft.min_rate) > Number(draft.max_rate);
  return (
    <Stack spacing={2}>
      <Card variant="outlined" component="section" aria-label={t("visit.filters")}>
        <CardContent>
          <Stack direction={{ xs: "column", md: "row" }} spacing={1.5}>
            <Autocomplete
              multiple
              size="small"
              options={profiles.data?.cities ?? []}
              value={draft.cities ?? []}
              onChange={(_, value) => setDraft({ ...draft, cities: value })}
              renderInput={(params) => <TextField {...params} label={t("visit.cities")} />}
              sx={{ minWidth: 180, flex: 1 }}
              data-testid="public-filter-cities"
            />
            <Autocomplete
              multiple
              size="small"
              options={languageOptions}
              getOptionLabel={(o) => o.name}
              value={languageOptions.filter((o) => draft.languages?.includes(o.code))}
              onChange={(_, value) => setDraft({ ...draft, languages: value.map((o) => o.code) })}
              renderInput={(params) => <TextField {...params} label={t("visit.languages")} />}
              sx={{ minWidth: 180, flex: 1 }}
              data-testid="public-filter-languages"
            />
            <Autocomplete
              multiple
              size="small"
              options={techOptions}
              getOptionLabel={(o) => o.name}
              value={techOptions.filter((o) => (draft.technology as number[] | undefined)?.includes(o.id))}
              onChange={(_, value) => setDraft({ ...draft, technology: value.map((o) => o.id) })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t("visit.technology")}
                  inputProps={{ ...params.inputProps, "data-testid": "public-filter-tech" }}
                />
              )}
              sx={{ minWidth: 180, flex: 1 }}
            />
            <TextField
              size="small"
              type="number"
              label={t("visit.minRate")}
              value={draft.min_rate ?? ""}
              onChange={(e) => setDraft({ ...draft, min_rate: rateOf(e.target.value) })}
              sx={{ width: { md: 140 } }}
              slotProps={{ htmlInput: { min: 0, "data-testid": "public-filter-min" } }}
            />
            <TextField
              size="small"
              type="number"
              label={t("visit.maxRate")}
              value={draft.max_rate ?? ""}
              onChange={(e) => setDraft({ ...draft, max_rate: rateOf(e.target.value) })}
              error={badRange}
              helperText={badRange ? t("visit.rangeOrder") : undefined}
              sx={{ width: { md: 140 } }}
              slotProps={{ htmlInput: { min: 0, "data-testid": "public-filter-max" } }}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button
              variant="contained"
              disabled={badRange}
              onClick={() => setFilter(draft)}
              data-testid="public-filter-apply"
            >
              {t("visit.apply")}
            </Button>
            <Button
              onClick={() => {
                setDraft(EMPTY);
                setFilter(EMPTY);
              }}
            >
              {t("visit.reset")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{ fontWeight: 700 }}
        data-testid="public-profiles-count"
      >
        {t("visit.count", { count: profiles.data?.total ?? 0 })}
      </Typography>
      <ListState query={profiles} empty={profiles.data?.total === 0} emptyText={t("visit.none")}>
        {profiles.data?.items.map((p) => (
          <ProfileCard key={p.id} profile={p} onOpen={() => setOpen(p.id)} />
        ))}
      </ListState>
      {open !== null ? (
        <PublicProfileDialog token={token} viewer={viewer} profileId={open} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}
