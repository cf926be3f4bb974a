import { Paper } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { PublicPageFrame } from "../../landing/index.ts";
import { LegalDocumentView } from "../components/legal-document-view.tsx";
import type { LegalKind } from "../content/legal-document.ts";

function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation("legal");
  const language = useLanguage();
  useDocumentTitle(t(`titles.${kind}`));
  return (
    <PublicPageFrame>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <LegalDocumentView kind={kind} language={language} />
      </Paper>
    </PublicPageFrame>
  );
}

/** /terms: the terms of service, public. */
export function TermsPage() {
  return <LegalPage kind="terms" />;
}

/** /privacy: the privacy policy, public. */
export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
