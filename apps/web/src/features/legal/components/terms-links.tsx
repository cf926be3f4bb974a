import { Link, Typography } from "@mui/material";
import { useState } from "react";
import { Trans } from "react-i18next";
import type { LegalKind } from "../content/legal-document.ts";
import { LegalDialog } from "./legal-dialog.tsx";

/**
 * Beside a form's terms checkbox: "Read the terms of service and the privacy policy", each name opening the text in
 * a dialog over the form (its values stay), with a link to open it in a new tab. Outside the checkbox's label, so
 * the links neither toggle the box nor end up in its name.
 */
export function TermsLinks() {
  const [open, setOpen] = useState<LegalKind | null>(null);
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="terms-links">
        <Trans
          ns="legal"
          i18nKey="read"
          components={{
            terms: (
              <Link
                component="button"
                type="button"
                onClick={() => setOpen("terms")}
                data-testid="open-terms"
              />
            ),
            privacy: (
              <Link
                component="button"
                type="button"
                onClick={() => setOpen("privacy")}
                data-testid="open-privacy"
              />
            ),
          }}
        />
      </Typography>
      <LegalDialog kind={open} onClose={() => setOpen(null)} />
    </>
  );
}
