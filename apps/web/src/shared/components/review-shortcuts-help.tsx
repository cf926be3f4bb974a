import KeyboardOutlined from "@mui/icons-material/KeyboardOutlined";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ReviewShortcuts } from "./use-review-shortcuts.ts";

function Keys({ keys }: { keys: string[] }) {
  const { t } = useTranslation("common");
  return (
    <>
      {keys.map((key, i) => (
        <Box component="span" key={key}>
          {i > 0 ? ` ${t("reviewShortcuts.or")} ` : null}
          <Box
            component="kbd"
            sx={{
              px: 0.75,
              py: 0.25,
              border: 1,
              borderColor: "divider",
              borderRadius: 0.5,
              fontFamily: "monospace",
              bgcolor: "grey.100",
            }}
          >
            {key}
          </Box>
        </Box>
      ))}
    </>
  );
}

/**
 * The visible "Press ? for shortcuts" of a staff review queue (also a button: touch and mouse users open the
 * list too) and the help dialog listing the keys the queue answers.
 */
export function ReviewShortcutsHelp({ shortcuts }: { shortcuts: ReviewShortcuts }) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const rows: { keys: string[]; what: string; shown: boolean }[] = [
    { keys: ["j", t("reviewShortcuts.keys.down")], what: t("reviewShortcuts.next"), shown: true },
    { keys: ["k", t("reviewShortcuts.keys.up")], what: t("reviewShortcuts.previous"), shown: true },
    { keys: [t("reviewShortcuts.keys.enter")], what: t("reviewShortcuts.open"), shown: shortcuts.keys.open },
    { keys: ["a"], what: t("reviewShortcuts.approve"), shown: shortcuts.keys.approve },
    { keys: ["r"], what: t("reviewShortcuts.reject"), shown: shortcuts.keys.reject },
    { keys: ["?"], what: t("reviewShortcuts.help"), shown: true },
  ];
  return (
    <>
      <Button
        size="small"
        variant="text"
        color="inherit"
        startIcon={<KeyboardOutlined />}
        onClick={shortcuts.openHelp}
        sx={{ textTransform: "none", color: "text.secondary" }}
        data-testid="review-shortcuts-hint"
      >
        {t("reviewShortcuts.hint")}
      </Button>
      <Dialog
        open={shortcuts.helpOpen}
        onClose={shortcuts.closeHelp}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
        data-testid="review-shortcuts-dialog"
      >
        <DialogTitle id={titleId}>{t("reviewShortcuts.title")}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableBody>
              {rows
                .filter((row) => row.shown)
                .map((row) => (
                  <TableRow key={row.what} data-testid="review-shortcut">
                    <TableCell sx={{ whiteSpace: "nowrap", borderBottom: 0, pl: 0 }}>
                      <Keys keys={row.keys} />
                    </TableCell>
                    <TableCell sx={{ borderBottom: 0 }}>{row.what}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
          <Box sx={{ mt: 1, color: "text.secondary", typography: "body2" }}>{t("reviewShortcuts.off")}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={shortcuts.closeHelp} data-testid="review-shortcuts-close">
            {t("reviewShortcuts.close")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
