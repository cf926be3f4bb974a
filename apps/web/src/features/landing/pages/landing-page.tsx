import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { MAIN_CONTENT_ID } from "../../../shared/components/skip-link.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { BenefitsSection } from "../components/benefits-section.tsx";
import { HeroSection } from "../components/hero-section.tsx";
import { HowItWorksSection } from "../components/how-it-works-section.tsx";
import { LandingFooter } from "../components/landing-footer.tsx";
import { PublicTopBar } from "../components/public-top-bar.tsx";
import { RolesSection } from "../components/roles-section.tsx";

/** / : the public landing page of the marketplace. */
export function LandingPage() {
  const { t } = useTranslation("landing");
  useDocumentTitle(t("documentTitle"));
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <PublicTopBar />
      <Box component="main" id={MAIN_CONTENT_ID}>
        <HeroSection />
        <BenefitsSection />
        <HowItWorksSection />
        <RolesSection />
      </Box>
      <LandingFooter />
    </Box>
  );
}
