import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import Publish from "@mui/icons-material/Publish";
import { Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { StickyActionBar } from "../../../shared/components/sticky-action-bar.tsx";
import type { AutosaveState } from "../hooks/use-autosave.ts";

export type DraftBarProps = { state: AutosaveState; publishing: boolean; onCancel: () => void };

/** The sticky bottom bar of a need form: where the draft stands, and Publish (the form's submit). */
export function DraftBar({ state, publishing, onCancel }: DraftBarProps) {
  const { t } = useTranslation("needs");
  return (
    <StickyActionBar sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: "center", flexGrow: 1, minWidth: 0 }}>
        {state === "saved" ? <CheckCircleOutline color="success" fontSize="small" /> : null}
        {state === "saving" ? <CircularProgress size={14} /> : null}
        <Typography
          variant="body2"
          color={state === "error" ? "error" : "text.secondary"}
          data-testid="autosave-state"
          data-state={state}
          aria-live="polite"
        >
          {t(`autosave.${state}`)}
        </Typography>
      </Stack>
      <Button onClick={onCancel} disabled={publishing}>
        {t("form.backToList")}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={publishing}
        startIcon={publishing ? <CircularProgress size={18} color="inherit" /> : <Publish />}
        data-testid="need-publish"
      >
        {t("form.publish")}
      </Button>
    </StickyActionBar>
  );
}
