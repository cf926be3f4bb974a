import type { CompanyPublicPage } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import Groups from "@mui/icons-material/Groups";
import Language from "@mui/icons-material/Language";
import LocationOn from "@mui/icons-material/LocationOn";
import { Avatar, Box, Card, CardContent, Chip, Link, Rating, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type CompanyHeaderProps = { page: CompanyPublicPage; actions: ReactNode };

/** Logo, name, kind, place, size, website, sectors and the average feedback of a company. */
export function CompanyHeader({ page, actions }: CompanyHeaderProps) {
  const { t } = useTranslation("company-page");
  const facts: { icon: ReactNode; text: ReactNode; key: string }[] = [];
  if (page.city) facts.push({ key: "city", icon: <LocationOn fontSize="small" />, text: page.city });
  if (page.size_label) facts.push({ key: "size", icon: <Groups fontSize="small" />, text: page.size_label });
  if (page.website)
    facts.push({
      key: "website",
      icon: <Language fontSize="small" />,
      text: (
        <Link href={page.website} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: "break-all" }}>
          {page.website.replace(/^https?:\/\//i, "")}
        </Link>
      ),
    });
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ alignItems: { md: "center" } }}>
          <Avatar
            src={page.logo_url ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 88, height: 88, bgcolor: "grey.100", color: "text.secondary" }}
            slotProps={{ img: { sx: { objectFit: "contain" } } }}
          >
            <Business fontSize="large" />
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {t(`types.${page.type}`, { defaultValue: "" })}
            </Typography>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="company-page-name">
              {page.name}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: "center", mt: 0.5 }}
              data-testid="company-page-rating"
            >
              {page.average_feedback === null ? (
                <Typography variant="body2" color="text.secondary">
                  {t("feedback.none")}
                </Typography>
              ) : (
                <>
                  <Rating value={page.average_feedback} precision={0.1} readOnly size="small" />
                  <Typography variant="body2" color="text.secondary">
                    {t("feedback.average", {
                      average: page.average_feedback.toFixed(1),
                      count: page.feedback_count,
                    })}
                  </Typography>
                </>
              )}
            </Stack>
            {facts.length > 0 ? (
              <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0.5, sm: 2.5 }} sx={{ mt: 1 }}>
                {facts.map((fact) => (
                  <Stack
                    key={fact.key}
                    direction="row"
                    spacing={0.75}
                    sx={{ alignItems: "center", minWidth: 0 }}
                  >
                    <Box sx={{ color: "text.secondary", display: "flex" }}>{fact.icon}</Box>
                    <Typography variant="body2" component="span">
                      {fact.text}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            ) : null}
            {page.sectors.length > 0 ? (
              <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap", mt: 1.5 }}>
                {page.sectors.map((s) => (
                  <Chip key={s.id} size="small" variant="outlined" label={s.name} />
                ))}
              </Stack>
            ) : null}
          </Box>
          <Box sx={{ flexShrink: 0 }}>{actions}</Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
