import { Alert, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";

type ProfileBulkBarProps = {
  /** How many profiles are selected. */
  count: number;
  pending: boolean;
  onPublish: (published: boolean) => void;
  onClear: () => void;
};

/** The bar over the list while profiles are selected: publish or unpublish them all, or clear the selection. */
export function ProfileBulkBar({ count, pending, onPublish, onClear }: ProfileBulkBarProps) {
  const { t } = useTranslation("profiles");
  return (
    <Alert
      severity="info"
      icon={false}
      sx={{ mt: 2, alignItems: "center" }}
      data-testid="profile-bulk-bar"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={pending}
            onClick={() => onPublish(true)}
            data-testid="profile-bulk-publish"
          >
            {t("list.bulkPublish")}
          </Button>
          <Button
            size="small"
            disabled={pending}
            onClick={() => onPublish(false)}
            data-testid="profile-bulk-unpublish"
          >
            {t("list.bulkUnpublish")}
          </Button>
          <Button size="small" color="inherit" onClick={onClear}>
            {t("list.clearSelection")}
          </Button>
        </Stack>
      }
    >
      {t("list.selected", { count })}
    </Alert>
  );
}
