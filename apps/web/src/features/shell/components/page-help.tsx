import { TIMINGS } from "@mkt/contracts";
import HelpOutline from "@mui/icons-material/HelpOutline";
import { IconButton } from "@mui/material";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { deferredComponent } from "../../../shared/components/deferred-component.ts";
import { Hint } from "../../../shared/components/hint.tsx";
import type { PageDescription } from "../api.ts";
import type { PageHelpDialogProps } from "./page-help-dialog.tsx";

export type PageHelpProps = {
  record: PageDescription | null;
  /** The descriptions are still being read: the dialog waits for them rather than saying "not found". */
  loading?: boolean;
};

/** The dialog's code (Dialog and its parts, 2 KB gzip the shell does not wait for), fetched during the delay. */
const dialog = deferredComponent<PageHelpDialogProps>(() =>
  import("./page-help-dialog.tsx").then((module) => module.PageHelpDialog),
);

/** §2.6 page-help dialog: the page's title and description, or "information not found"; opens after 400 ms. */
export function PageHelp({ record, loading = false }: PageHelpProps) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  // Mounted once its code is in (closed, it renders nothing), so that closing keeps its transition.
  const PageHelpDialog = dialog.useComponent();
  const timer = useRef<number | undefined>(undefined);
  const titleId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const ask = () => {
    dialog.preload();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), TIMINGS.dialogDelayMs);
  };

  return (
    <>
      <Hint title={t("topBar.help")}>
        <IconButton onClick={ask} aria-label={t("topBar.help")} data-testid="page-help">
          <HelpOutline />
        </IconButton>
      </Hint>
      {PageHelpDialog ? (
        <PageHelpDialog
          open={open}
          record={record}
          loading={loading}
          titleId={titleId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
