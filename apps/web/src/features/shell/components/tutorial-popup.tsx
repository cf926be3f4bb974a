import School from "@mui/icons-material/School";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useOverlayTurn } from "../../../shared/overlays/index.ts";
import type { Tutorial } from "../hooks/use-tutorial.ts";

export type TutorialPopupProps = { tutorial: Tutorial };

/** The tutorial popup of a page (tutorial mode on, page with a tutorial, not closed before). */
export function TutorialPopup({ tutorial }: TutorialPopupProps) {
  const { t } = useTranslation("shell");
  const titleId = useId();
  const page = tutorial.popup;
  // One overlay at a time (docs/ui-overlays.md): after the cookie banner and the complete-profile modal.
  const turn = useOverlayTurn("tutorial", page !== null);
  if (!page || !turn) return null;
  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      elevation={8}
      data-testid="tutorial-popup"
      sx={{
        position: "fixed",
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        width: 360,
        maxWidth: "calc(100vw - 32px)",
        p: 2.5,
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <School color="primary" />
          <Typography id={titleId} sx={{ fontWeight: 700 }}>
            {t("tutorial.label")} · {page.title}
          </Typography>
        </Stack>
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.75 }} data-testid="tutorial-steps">
          {page.tutorial_steps.map((step) => (
            <Typography key={step} component="li" variant="body2" color="text.secondary">
              {step}
            </Typography>
          ))}
        </Box>
        <Button variant="contained" onClick={tutorial.closePopup} sx={{ alignSelf: "flex-end" }}>
          {t("tutorial.gotIt")}
        </Button>
      </Stack>
    </Paper>
  );
}
