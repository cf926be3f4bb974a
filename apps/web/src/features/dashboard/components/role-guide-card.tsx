import type { SessionUser } from "@mkt/contracts";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { companyKind } from "../company-kind.ts";

export type RoleGuideCardProps = { user: SessionUser };

const STEPS = ["first", "second", "third"] as const;

/** What the platform does for this kind of account, in three steps. */
export function RoleGuideCard({ user }: RoleGuideCardProps) {
  const { t } = useTranslation("dashboard");
  const kind = companyKind(user);
  return (
    <Card data-testid="role-guide-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t(`guide.${kind}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`guide.${kind}.intro`)}
        </Typography>
        <Stack component="ol" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {STEPS.map((step, index) => (
            <Box component="li" key={step} sx={{ display: "flex", gap: 1.5 }}>
              <Box
                aria-hidden
                sx={{
                  flex: "0 0 28px",
                  height: 28,
                  borderRadius: "50%",
                  bgcolor: "primary.light",
                  color: "primary.dark",
                  display: "grid",
                  placeItems: "center",
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{t(`guide.${kind}.${step}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`guide.${kind}.${step}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
