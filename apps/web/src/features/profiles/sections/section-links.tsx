import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import WorkHistoryOutlined from "@mui/icons-material/WorkHistoryOutlined";
import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

export type SectionLinksProps = {
  profileId: number;
  direction?: "row" | "column";
  align?: "flex-start" | "flex-end" | "stretch";
};

/** The ways from a profile (editor, detail) to its working_experience and certifications screens. */
export function SectionLinks({ profileId, direction = "row", align = "flex-start" }: SectionLinksProps) {
  const { t } = useTranslation("profile-sections");
  return (
    <Stack
      direction={{ xs: "column", sm: direction }}
      spacing={1}
      sx={{ alignItems: { xs: "stretch", sm: align } }}
    >
      <Button
        component={RouterLink}
        to={`/working_experience?id=${profileId}`}
        startIcon={<WorkHistoryOutlined />}
        data-testid="manage-experiences"
      >
        {t("manage.experiences")}
      </Button>
      <Button
        component={RouterLink}
        to={`/certifications?id=${profileId}`}
        startIcon={<VerifiedOutlined />}
        data-testid="manage-certifications"
      >
        {t("manage.certifications")}
      </Button>
    </Stack>
  );
}
