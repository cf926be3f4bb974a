import type { ProfileListItem } from "@mkt/contracts";
import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { visuallyHidden } from "@mui/utils";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { availabilityOf, rateRange, todayIso } from "../profile-format.ts";
import { type ProfileAction, ProfileActionsMenu } from "./profile-actions-menu.tsx";
import { ProfileAvatar } from "./profile-avatar.tsx";

export type ProfileListProps = {
  profiles: ProfileListItem[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onTogglePublished: (profile: ProfileListItem, published: boolean) => void;
  /** Profiles whose publication is being changed, with the state asked for (shown meanwhile). */
  pendingPublished: ReadonlyMap<number, boolean>;
  onAction: (profile: ProfileListItem, action: ProfileAction) => void;
};

/** The company's profiles: a table on wide screens, cards on phones; rows can be selected for bulk actions. */
export function ProfileList({
  profiles,
  selected,
  onSelect,
  onTogglePublished,
  pendingPublished,
  onAction,
}: ProfileListProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const today = todayIso();
  const name = (p: ProfileListItem) => `${p.firstname} ${p.lastname}`;
  const allIds = profiles.map((p) => p.id);
  const selectedHere = allIds.filter((id) => selected.has(id)).length;

  const person = (p: ProfileListItem, wrap = false) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
      <ProfileAvatar
        photoUrl={p.photo_url}
        fallback={`${p.firstname.charAt(0)}${p.lastname.charAt(0)}`}
        sx={{ width: 40, height: 40 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography sx={{ fontWeight: 600 }} noWrap data-testid="profile-name">
            {name(p)}
          </Typography>
          {p.premium ? <Chip size="small" color="secondary" label={t("premium")} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap={!wrap} title={p.title}>
          {t(`seniority.${p.seniority}`)} · {p.title}
        </Typography>
      </Box>
    </Stack>
  );
  const skills = (p: ProfileListItem) =>
    p.skills.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {t("list.noSkills")}
      </Typography>
    ) : (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
        {p.skills.slice(0, SKILLS_SHOWN).map((s) => (
          <Chip key={s.technology_id} size="small" variant="outlined" label={s.name} />
        ))}
        {p.skills.length > SKILLS_SHOWN ? (
          <Chip size="small" label={`+${p.skills.length - SKILLS_SHOWN}`} />
        ) : null}
      </Stack>
    );
  const availability = (p: ProfileListItem) => {
    const a = availabilityOf(p.available_from, today);
    return a.kind === "now" ? (
      <Chip size="small" color="success" variant="outlined" label={t("availability.now")} />
    ) : (
      <Typography variant="body2">{t("availability.from", { date: a.date })}</Typography>
    );
  };
  const rate = (p: ProfileListItem) =>
    rateRange(p.daily_rate_min, p.daily_rate_max, { from: t("rate.from"), upTo: t("rate.upTo") }, language) ??
    "—";
  const publishedOf = (p: ProfileListItem) => pendingPublished.get(p.id) ?? p.published;
  const toggle = (p: ProfileListItem) => (
    <Switch
      checked={publishedOf(p)}
      disabled={pendingPublished.has(p.id)}
      onChange={(_, checked) => onTogglePublished(p, checked)}
      slotProps={{ input: { "aria-label": t("list.publishedFor", { name: name(p) }) } }}
      data-testid="profile-publish-toggle"
      data-published={String(p.published)}
    />
  );
  const publish = (p: ProfileListItem) => (
    <FormControlLabel
      sx={{ mr: 0 }}
      control={toggle(p)}
      label={
        <Typography variant="body2">{p.published ? t("status.published") : t("status.draft")}</Typography>
      }
    />
  );
  const select = (p: ProfileListItem) => (
    <Checkbox
      checked={selected.has(p.id)}
      onChange={(_, checked) => onSelect([p.id], checked)}
      slotProps={{ input: { "aria-label": t("list.selectOne", { name: name(p) }) } }}
      data-testid="profile-select"
    />
  );

  if (!wide) {
    return (
      <Stack spacing={1.5} data-testid="profile-cards">
        {profiles.map((p) => (
          <Card key={p.id} variant="outlined" data-testid="profile-row" data-id={p.id}>
            <CardContent sx={{ "&:last-child": { pb: 1.5 } }}>
              <Stack direction="row" sx={{ alignItems: "flex-start", gap: 0.5 }}>
                <Box sx={{ ml: -1.5, mt: -0.5 }}>{select(p)}</Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>{person(p, true)}</Box>
                <ProfileActionsMenu name={name(p)} onAction={(action) => onAction(p, action)} />
              </Stack>
              <Stack spacing={1} sx={{ mt: 1.5 }}>
                {skills(p)}
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
                  {availability(p)}
                  <Typography variant="body2" color="text.secondary">
                    {rate(p)}
                  </Typography>
                </Stack>
                {publish(p)}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: "auto", position: "relative" }}>
      <Table data-testid="profile-table" size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={profiles.length > 0 && selectedHere === profiles.length}
                indeterminate={selectedHere > 0 && selectedHere < profiles.length}
                onChange={(_, checked) => onSelect(allIds, checked)}
                slotProps={{ input: { "aria-label": t("list.selectPage") } }}
                data-testid="profile-select-all"
              />
            </TableCell>
            <TableCell>{t("columns.profile")}</TableCell>
            <TableCell>{t("columns.skills")}</TableCell>
            <TableCell>{t("columns.availability")}</TableCell>
            <TableCell>{t("columns.rate")}</TableCell>
            <TableCell>{t("columns.published")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {profiles.map((p) => (
            <TableRow key={p.id} hover selected={selected.has(p.id)} data-testid="profile-row" data-id={p.id}>
              <TableCell padding="checkbox">{select(p)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>{person(p)}</TableCell>
              <TableCell sx={{ maxWidth: 200 }}>{skills(p)}</TableCell>
              <TableCell>{availability(p)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{rate(p)}</TableCell>
              <TableCell>
                <Tooltip title={publishedOf(p) ? t("status.published") : t("status.draft")}>
                  <span>{toggle(p)}</span>
                </Tooltip>
              </TableCell>
              <TableCell align="right" sx={{ width: 56, py: 0.5 }}>
                <ProfileActionsMenu name={name(p)} onAction={(action) => onAction(p, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const SKILLS_SHOWN = 2;
