import { Box, Container } from "@mui/material";
import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../../shared/components/skip-link.tsx";
import { LandingFooter } from "./landing-footer.tsx";
import { PublicTopBar } from "./public-top-bar.tsx";

/** A public page (no sign-in) in the landing's frame: its top bar, the content, its footer. */
export function PublicPageFrame({
  children,
  maxWidth = "md",
}: {
  children: ReactNode;
  maxWidth?: "md" | "lg";
}) {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <PublicTopBar />
      <Box component="main" id={MAIN_CONTENT_ID} sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Container maxWidth={maxWidth}>{children}</Container>
      </Box>
      <LandingFooter />
    </Box>
  );
}
