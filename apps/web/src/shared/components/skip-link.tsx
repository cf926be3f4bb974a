import { Box } from "@mui/material";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";

/** The id of a layout's content when it is not the whole main landmark (the shell's, below its menus). */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Vai al contenuto" / "Skip to content" (WCAG 2.4.1): the first focusable element of a layout, hidden until the
 * keyboard reaches it; it moves the focus to the main content, so keyboard users skip the bars and menus.
 * The root layout renders it before every page; the target is `#main-content`, else the page's `<main>`; the
 * target takes the focus without a ring (it is a region, not a control).
 */
export function SkipLink() {
  const { t } = useTranslation("common");
  // A router-free jump: the address keeps no fragment, and the focus moves even where the browser would only
  // scroll to the target.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = mainContent();
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.style.outline = "none";
    target.focus();
    target.scrollIntoView?.({ block: "start" });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      data-testid="skip-link"
      sx={{
        position: "fixed",
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "background.paper",
        color: "primary.dark",
        fontWeight: 600,
        textDecoration: "underline",
        boxShadow: 3,
        // Visually hidden until focused (not display:none, which would take it out of the tab order).
        "&:not(:focus)": {
          clip: "rect(0 0 0 0)",
          clipPath: "inset(50%)",
          height: "1px",
          width: "1px",
          overflow: "hidden",
          whiteSpace: "nowrap",
          p: 0,
          m: "-1px",
        },
        "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
      }}
    >
      {t("skipLink")}
    </Box>
  );
}

/** The content to skip to: the element a layout marks as such, else the page's main landmark. */
function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>("main");
}
