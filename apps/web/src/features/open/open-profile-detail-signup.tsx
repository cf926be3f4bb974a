import PersonAdd from "@mui/icons-material/PersonAdd";
import { Alert, AlertTitle, Box, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { OPEN_SIGN_UP_PATH } from "./open-storage.ts";

/**
 * The visitor's call to action in place of contacts, availability requests and quotes: a real link to the client
 * registration, the same address as the public top bar's Sign In.
 */
export function OpenSignUpCall({ kind }: { kind: "profile" | "service" }) {
  const { t } = useTranslation("open-browse");
  return (
    <Alert severity="info" icon={<PersonAdd />} data-testid="open-signup">
      <AlertTitle>{kind === "profile" ? t("signUp.title") : t("signUp.serviceTitle")}</AlertTitle>
      {kind === "profile" ? t("signUp.profileText") : t("signUp.serviceText")}
      <Box sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          size="small"
          component={RouterLink}
          to={OPEN_SIGN_UP_PATH}
          data-testid="open-signup-link"
        >
          {kind === "profile" ? t("signUp.button") : t("signUp.quotesButton")}
        </Button>
      </Box>
    </Alert>
  );
}
