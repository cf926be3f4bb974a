import type { OpenProfileItem } from "@mkt/contracts";
import { Avatar, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ProfileCardFrame } from "../search/index.ts";
import { openDetailPath } from "./open-session.tsx";

/** "M. R.": the visitor sees initials only (the API already gives the surname as its initial). */
export function initialsOf(profile: { firstname: string; lastname: string }): string {
  return [profile.firstname, profile.lastname]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase())
    .filter(Boolean)
    .join("");
}

/** One anonymised result: initials, title, seniority, top skills, rate, place, availability; opens the detail. */
export function OpenProfileCard({ profile: p, token }: { profile: OpenProfileItem; token: string }) {
  const { t } = useTranslation("open-browse");
  const initials = initialsOf(p);
  return (
    <ProfileCardFrame
      profile={p}
      testId="open-profile-card"
      avatar={
        <Avatar sx={{ width: 48, height: 48, bgcolor: "primary.main" }} aria-hidden>
          {initials}
        </Avatar>
      }
      heading={
        <>
          <Typography sx={{ fontWeight: 700, fontSize: "1.05rem", wordBreak: "break-word" }}>
            {p.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="open-profile-initials">
            {initials}
          </Typography>
        </>
      }
      actions={
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={openDetailPath(token, p.company_id, p.id, "view")}
          aria-label={`${t("profiles.view")}: ${p.title} (${initials})`}
          data-testid="open-profile-view"
        >
          {t("profiles.view")}
        </Button>
      }
    />
  );
}
