import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import PostAddIcon from "@mui/icons-material/PostAdd";
import StorefrontIcon from "@mui/icons-material/Storefront";
import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "../../shared/components/query-state.tsx";
import { useOpenSidebar } from "./open-api.ts";
import { openPath, openState, useHasOpenPage, useOpenSession } from "./open-session.tsx";
import { OPEN_SIGN_UP_PATH } from "./open-storage.ts";

type HomeCard = { state: "profile_available" | "search_services" | "need"; icon: ReactNode };

const CARDS: readonly HomeCard[] = [
  { state: "profile_available", icon: <PersonSearchIcon color="primary" fontSize="large" /> },
  { state: "search_services", icon: <StorefrontIcon color="primary" fontSize="large" /> },
  // The sidebar's "need" is the open need form (need_open_create).
  { state: "need", icon: <PostAddIcon color="primary" fontSize="large" /> },
];

/** The open home (dashboard_client): the entries the visit offers as cards, and a sign-up call to action. */
export function OpenHomePage() {
  const { t } = useTranslation("open");
  const { token, inside } = useOpenSession();
  const sidebar = useOpenSidebar(token);
  const hasOpenPage = useHasOpenPage();

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: "auto" }}>
      <Typography
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, mb: 1, fontSize: { xs: "1.6rem", md: "2.125rem" } }}
      >
        {t("home.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("home.intro")}
      </Typography>
      <QueryState query={sidebar}>
        {(elements) => {
          const offered = CARDS.filter(
            (card) => hasOpenPage(card.state) && elements.some((e) => e.state === card.state),
          );
          if (offered.length === 0) return null;
          return (
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 4 }}>
              {offered.map((card) => (
                <Card key={card.state} variant="outlined" sx={{ flex: 1 }}>
                  <CardActionArea
                    component={Link}
                    to={openPath(openState(card.state), token, { inside })}
                    data-testid={`open-home-card-${card.state}`}
                    sx={{ height: "100%" }}
                  >
                    <CardContent>
                      {card.icon}
                      <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                        {t(`home.cards.${card.state}.title`)}
                      </Typography>
                      <Typography color="text.secondary">{t(`home.cards.${card.state}.text`)}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Stack>
          );
        }}
      </QueryState>
      <Card sx={{ bgcolor: "primary.main", color: "primary.contrastText" }}>
        <CardContent>
          <Typography variant="h6" component="h3">
            {t("home.signUp.title")}
          </Typography>
          <Typography sx={{ mb: 2, opacity: 0.9 }}>{t("home.signUp.text")}</Typography>
          <Button
            variant="contained"
            component={Link}
            to={OPEN_SIGN_UP_PATH}
            data-testid="open-home-sign-up"
            sx={{ bgcolor: "common.white", color: "primary.main", "&:hover": { bgcolor: "grey.100" } }}
          >
            {t("home.signUp.action")}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
