import { Box, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

const STEPS = ["publish", "receive", "collaborate"] as const;

export function HowItWorksSection() {
  const { t } = useTranslation("landing");
  return (
    <Box
      component="section"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: "background.paper" }}
      aria-labelledby="how-title"
    >
      <Container maxWidth="lg">
        <Typography
          id="how-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, textAlign: "center", mb: { xs: 4, md: 6 } }}
        >
          {t("how.title")}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 3,
            gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
          }}
        >
          {STEPS.map((step, index) => (
            <Box
              component="li"
              key={step}
              sx={{
                textAlign: { xs: "left", md: "center" },
                display: "flex",
                flexDirection: { xs: "row", md: "column" },
                gap: 2,
                alignItems: { xs: "flex-start", md: "center" },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  flex: "0 0 48px",
                  width: 48,
                  height: 48,
                  borderRadius: "50%",
                  bgcolor: "primary.main",
                  color: "primary.contrastText",
                  display: "grid",
                  placeItems: "center",
                  fontWeight: 800,
                  fontSize: 20,
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {t(`how.steps.${step}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`how.steps.${step}.text`)}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
