import { type ProfileSection, ROLE, type RoleId } from "@mkt/contracts";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Search from "@mui/icons-material/Search";
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useOwnProfile, useProfiles } from "../api.ts";
import { DEFAULT_FILTERS } from "../list-filters.ts";

const PATHS: Record<ProfileSection, string> = {
  experiences: "/working_experience",
  certifications: "/certifications",
};

export type ProfilePickerProps = { section: ProfileSection; roleId: RoleId; userId: number };

/** The section screens opened without ?id=: the student goes to their own profile, the others choose one. */
export function ProfilePicker({ section, roleId, userId }: ProfilePickerProps) {
  if (roleId === ROLE.PROFILE_ACCADEMY || roleId === ROLE.FREELANCER)
    return <OwnProfile section={section} userId={userId} />;
  return <ChooseProfile section={section} />;
}

function OwnProfile({ section, userId }: { section: ProfileSection; userId: number }) {
  const language = useLanguage();
  const { t } = useTranslation("profile-sections");
  const own = useOwnProfile(userId);
  if (own.data) return <Navigate to={`${PATHS[section]}?id=${own.data.id}`} replace />;
  if (own.isError)
    return (
      <Alert severity="warning" data-testid="section-error">
        {errorText(own.error, language)}
      </Alert>
    );
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
      <CircularProgress aria-label={t("loading")} />
    </Box>
  );
}

function ChooseProfile({ section }: { section: ProfileSection }) {
  const { t } = useTranslation("profile-sections");
  const language = useLanguage();
  const [word, setWord] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(word.trim()), 400);
    return () => clearTimeout(timer);
  }, [word]);
  const profiles = useProfiles({ ...DEFAULT_FILTERS, search, sort: "name", asc: true, limit: 20 });
  return (
    <Card data-testid="section-picker">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t(`${section}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("pick.subtitle")}
        </Typography>
        <TextField
          size="small"
          fullWidth
          label={t("pick.search")}
          value={word}
          onChange={(event) => setWord(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 120 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {profiles.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("loading")} />
          </Box>
        ) : profiles.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(profiles.error, language)}
          </Alert>
        ) : profiles.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t("pick.empty")}
          </Typography>
        ) : (
          <List sx={{ mt: 1 }}>
            {profiles.data.items.map((p) => (
              <ListItem key={p.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`${PATHS[section]}?id=${p.id}`}
                  data-testid="section-picker-item"
                >
                  <ListItemText primary={`${p.firstname} ${p.lastname}`} secondary={p.title} />
                  <ChevronRight color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
