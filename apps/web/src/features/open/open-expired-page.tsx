import LinkOffIcon from "@mui/icons-material/LinkOff";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandLogo } from "../../shared/components/brand-logo.tsx";
import { storedEntryUrl } from "./open-storage.ts";

/** A forged, unknown or expired open token: say so, and start the visit again from its entry URL. */
export function OpenExpiredPage() {
  const { t } = useTranslation("open");
  const startAgain = storedEntryUrl() ?? "/";
  return (
    <Box
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2, bgcolor: "background.default" }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: "center" }}>
        <Box sx={{ display: "flex", justifyContent: "center", mb: 3 }}>
          <BrandLogo height={32} />
        </Box>
        <LinkOffIcon color="warning" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, my: 1 }} data-testid="open-expired">
          {t("expired.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t("expired.text")}
        </Typography>
        <Button variant="contained" component={Link} to={startAgain} data-testid="open-start-again">
          {t("expired.startAgain")}
        </Button>
      </Paper>
    </Box>
  );
}
