import RocketLaunchOutlined from "@mui/icons-material/RocketLaunchOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** §2.5/§6 Upgrade: a version-2 supplier (plan other than 13) goes to the supplier plans. */
export function UpgradeButton() {
  const { t } = useTranslation("shell");
  return (
    <Button
      component={RouterLink}
      to="/my_plans_supplier"
      variant="contained"
      size="small"
      startIcon={<RocketLaunchOutlined />}
      data-testid="upgrade"
    >
      {t("topBar.upgrade")}
    </Button>
  );
}
