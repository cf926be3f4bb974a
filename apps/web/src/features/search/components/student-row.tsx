import type { ProfileListItem, StudentAccount } from "@mkt/contracts";
import EditOutlined from "@mui/icons-material/EditOutlined";
import WorkHistoryOutlined from "@mui/icons-material/WorkHistoryOutlined";
import { Box, Button, Chip, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { completeDetailPath, ProfileAvatar, profileEditPath } from "../../profiles/index.ts";

/** One of an academy's students: the profile, the student account linked to it, and links to edit them. */
export function StudentRow({
  profile: p,
  account,
}: {
  profile: ProfileListItem;
  account: StudentAccount | null;
}) {
  const { t } = useTranslation("academy-profiles");
  return (
    <Stack
      direction={{ xs: "column", md: "row" }}
      spacing={2}
      sx={{ py: 2, alignItems: { xs: "stretch", md: "center" } }}
      data-testid="academy-student-row"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flex: 1, minWidth: 0 }}>
        <ProfileAvatar photoUrl={p.photo_url} fallback={`${p.firstname[0] ?? ""}${p.lastname[0] ?? ""}`} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
            <Link
              component={RouterLink}
              to={completeDetailPath(p)}
              underline="hover"
              noWrap
              sx={{ fontWeight: 700 }}
              data-testid="academy-student-link"
            >
              {p.firstname} {p.lastname}
            </Link>
            <Chip
              size="small"
              color={p.published ? "success" : "default"}
              variant="outlined"
              label={p.published ? t("academy.published") : t("academy.draft")}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {p.title}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0 }} data-testid="academy-student-account">
        {account ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {account.firstname} {account.lastname}
              </Typography>
              <Chip
                size="small"
                color={
                  account.status === "active"
                    ? "success"
                    : account.status === "invited"
                      ? "warning"
                      : "default"
                }
                label={t(`academy.status.${account.status}`)}
                data-testid="academy-student-status"
                data-status={account.status}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" noWrap>
              {account.email}
            </Typography>
          </>
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="academy-student-status"
            data-status="none"
          >
            {t("academy.notLinked")}
          </Typography>
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexShrink: 0, justifyContent: { xs: "flex-start", md: "flex-end" } }}
      >
        <Button
          size="small"
          startIcon={<WorkHistoryOutlined />}
          component={RouterLink}
          to={`/working_experience?id=${p.id}`}
        >
          {t("academy.experience")}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlined />}
          component={RouterLink}
          to={profileEditPath(p.id)}
          data-testid="academy-student-edit"
        >
          {t("academy.edit")}
        </Button>
      </Stack>
    </Stack>
  );
}
