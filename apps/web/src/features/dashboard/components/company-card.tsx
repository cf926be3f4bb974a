import { isRoleId, planName, type SessionUser } from "@mkt/contracts";
import { Box, Card, CardContent, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { loadsCredits, loadsPlanStatus } from "../../plans/index.ts";
import { companyKind } from "../company-kind.ts";

export type CompanyCardProps = { user: SessionUser };

/**
 * Whether the account's company has a plan to show: the roles that load credits or a plan status (§6). Staff,
 * the company administrators and academy students have none ("Nessun piano attivo" would only puzzle them).
 */
function showsPlan(roleId: number): boolean {
  return isRoleId(roleId) && (loadsCredits(roleId) || loadsPlanStatus(roleId));
}

/** The company behind the account: name, kind, profile completion and, for the roles that have one, plan. */
export function CompanyCard({ user }: CompanyCardProps) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const plan = user.planName
    ? planName({ name: user.planName, name_en: user.planName_en }, language)
    : (user.title_plan ?? user.name_plan_purchase);
  const profiled = user.company_profile_profiled === 1;
  const rows = [
    { label: t("company.name"), value: user.company_name },
    { label: t("company.kind"), value: t(`company.kinds.${companyKind(user)}`) },
    ...(showsPlan(user.role_id) ? [{ label: t("company.plan"), value: plan ?? t("company.noPlan") }] : []),
  ];
  return (
    <Card data-testid="company-card">
      <CardContent>
        <Box
          sx={{
            display: "flex",
            justifyContent: "space-between",
            alignItems: "center",
            gap: 1,
            mb: 1.5,
            flexWrap: "wrap",
          }}
        >
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("company.heading")}
          </Typography>
          <Chip
            size="small"
            color={profiled ? "success" : "warning"}
            label={profiled ? t("company.profiled") : t("company.notProfiled")}
          />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(100px, auto) 1fr", gap: 1 }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600, wordBreak: "break-word" }}
              >
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {!profiled ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t("company.profileHint")}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
