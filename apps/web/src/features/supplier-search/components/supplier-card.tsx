import type { SupplierSearchItem } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import Download from "@mui/icons-material/Download";
import Groups from "@mui/icons-material/Groups";
import LocationOn from "@mui/icons-material/LocationOn";
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  Rating,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { companyPagePath } from "../../company-page/index.ts";

export type SupplierCardProps = {
  company: SupplierSearchItem;
  onDownload: (company: SupplierSearchItem) => void;
  downloading: boolean;
};

/** One company of the supplier search: logo, kind, city, size, sectors, profiles, technologies, feedback, actions. */
export function SupplierCard({ company: c, onDownload, downloading }: SupplierCardProps) {
  const { t } = useTranslation("supplier-search");
  const page = companyPagePath(c);
  return (
    <Card variant="outlined" data-testid="supplier-result" data-id={c.id} sx={{ height: "100%" }}>
      <CardContent
        sx={{ height: "100%", display: "flex", flexDirection: "column", gap: 1.5, "&:last-child": { pb: 2 } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
          <Avatar
            src={c.logo_url ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 56, height: 56, bgcolor: "grey.100", color: "text.secondary" }}
            slotProps={{ img: { sx: { objectFit: "contain" } } }}
          >
            <Business />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {t(`types.${c.type as "supplier"}`, { defaultValue: c.type })}
            </Typography>
            <Link
              component={RouterLink}
              to={page}
              underline="hover"
              sx={{ display: "block", fontWeight: 700, fontSize: "1.05rem", wordBreak: "break-word" }}
              data-testid="supplier-result-name"
            >
              {c.name}
            </Link>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: "center", mt: 0.25 }}>
              {c.average_feedback === null ? (
                <Typography variant="body2" color="text.secondary">
                  {t("card.noFeedback")}
                </Typography>
              ) : (
                <>
                  <Rating
                    value={c.average_feedback}
                    precision={0.1}
                    readOnly
                    size="small"
                    aria-label={String(c.average_feedback)}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t("card.feedback", { average: c.average_feedback.toFixed(1), count: c.feedback_count })}
                  </Typography>
                </>
              )}
            </Stack>
          </Box>
        </Stack>

        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: "wrap", color: "text.secondary", alignItems: "center" }}
        >
          {c.city ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
              <LocationOn fontSize="small" />
              <Typography variant="body2">{c.city}</Typography>
            </Stack>
          ) : null}
          {c.size_label ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
              <Groups fontSize="small" />
              <Typography variant="body2">{c.size_label}</Typography>
            </Stack>
          ) : null}
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, color: "text.primary" }}
            data-testid="supplier-profiles"
          >
            {t("card.profiles", { count: c.published_profiles })}
          </Typography>
        </Stack>

        {c.sectors.length > 0 ? (
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            sx={{ flexWrap: "wrap" }}
            aria-label={t("card.sectors")}
          >
            {c.sectors.map((s) => (
              <Chip key={s.id} size="small" label={s.name} />
            ))}
          </Stack>
        ) : null}
        {c.technologies.length > 0 ? (
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            sx={{ flexWrap: "wrap" }}
            aria-label={t("card.technologies")}
          >
            {c.technologies.map((tech) => (
              <Chip key={tech.id} size="small" variant="outlined" label={`${tech.name} · ${tech.count}`} />
            ))}
          </Stack>
        ) : null}

        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: "auto", pt: 0.5, flexWrap: "wrap" }}>
          <Button
            component={RouterLink}
            to={page}
            variant="contained"
            size="small"
            data-testid="supplier-view"
          >
            {t("card.view")}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <Download />}
            disabled={downloading}
            onClick={() => onDownload(c)}
            title={c.can_download_report ? undefined : t("card.reportBlocked")}
            data-testid="supplier-report"
          >
            {t("card.report")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
