import { TIMINGS } from "@mkt/contracts";
import HelpOutline from "@mui/icons-material/HelpOutline";
import { IconButton } from "@mui/material";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Hint } from "../../../shared/components/hint.tsx";
import type { PageDescription } from "../api.ts";

export type PageHelpProps = {
  record: PageDescription | null;
  /** The descriptions are still being read: the dialog waits for them rather than saying "not found". */
  loading?: boolean;
};

const loadDialog = () => import("./page-help-dialog.tsx");
const PageHelpDialog = lazy(() => loadDialog().then((module) => ({ default: module.PageHelpDialog })));

/** §2.6 page-help dialog: the page's title and description, or "information not found"; opens after 400 ms. */
export function PageHelp({ record, loading = false }: PageHelpProps) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its transition.
  const [opened, setOpened] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const titleId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const ask = () => {
    // The dialog's code (Dialog and its parts, 2 KB gzip the shell does not wait for) comes during the delay.
    void loadDialog();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setOpened(true);
      setOpen(true);
    }, TIMINGS.dialogDelayMs);
  };

  return (
    <>
      <Hint title={t("topBar.help")}>
        <IconButton onClick={ask} aria-label={t("topBar.help")} data-testid="page-help">
          <HelpOutline />
        </IconButton>
      </Hint>
      {opened ? (
        <Suspense fallback={null}>
          <PageHelpDialog
            open={open}
            record={record}
            loading={loading}
            titleId={titleId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
