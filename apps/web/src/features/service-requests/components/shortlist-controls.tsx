import { SERVICE_REQUEST_LIMITS } from "@mkt/contracts";
import RequestQuote from "@mui/icons-material/RequestQuote";
import { Box, Button, Checkbox, FormControlLabel, type SxProps, type Theme } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useMayRequestQuotes } from "../may-request.ts";
import { addToShortlist, removeFromShortlist, type ShortlistItem, useShortlist } from "../shortlist.ts";
import { RequestDialog } from "./request-dialog.tsx";

/**
 * "Add to quote request" on a catalogue card or detail: ticks the service into the shortlist (5 at most, a
 * notice says so when full). Only for the roles that request quotes; nothing for the others.
 */
export function ShortlistToggle({ service, sx }: { service: ShortlistItem; sx?: SxProps<Theme> }) {
  const { t } = useTranslation("service-requests");
  const { notify } = useNotice();
  const allowed = useMayRequestQuotes();
  const items = useShortlist();
  if (!allowed) return null;
  const checked = items.some((i) => i.id === service.id);
  const toggle = () => {
    if (checked) removeFromShortlist(service.id);
    else if (!addToShortlist(service))
      notify(t("shortlist.full", { max: SERVICE_REQUEST_LIMITS.targetsMax }), "warning");
  };
  return (
    <FormControlLabel
      sx={sx}
      control={
        <Checkbox
          checked={checked}
          onChange={toggle}
          slotProps={{ input: { "data-testid": `shortlist-toggle-${service.id}` } as object }}
        />
      }
      label={t("shortlist.add")}
    />
  );
}

/** The "Request quotes (n)" button, kept in the screen's corner while the shortlist holds services. */
export function ShortlistBar() {
  const { t } = useTranslation("service-requests");
  const allowed = useMayRequestQuotes();
  const items = useShortlist();
  const [open, setOpen] = useState(false);
  if (!allowed || (items.length === 0 && !open)) return null;
  return (
    <>
      {items.length > 0 ? (
        // Room under the last results, so the corner button never covers them.
        <Box sx={{ height: 64 }} aria-hidden="true" />
      ) : null}
      {items.length > 0 ? (
        <Box
          sx={{
            // Fixed, not sticky: the catalogue's card clips overflow, which would pin a sticky bar in place.
            position: "fixed",
            bottom: { xs: 16, sm: 24 },
            right: { xs: 16, sm: 24 },
            zIndex: (theme) => theme.zIndex.speedDial,
          }}
        >
          <Button
            variant="contained"
            size="large"
            startIcon={<RequestQuote />}
            onClick={() => setOpen(true)}
            data-testid="shortlist-request"
          >
            {t("shortlist.request", { count: items.length })}
          </Button>
        </Box>
      ) : null}
      {open ? <RequestDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
