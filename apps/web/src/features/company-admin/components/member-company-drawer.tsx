import { formatDayMonthYear, type MemberCompanyDetail } from "@mkt/contracts";
import Close from "@mui/icons-material/Close";
import { Box, Divider, Drawer, IconButton, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { TeamManager } from "../../team/index.ts";
import { companyAdminKeys, useMemberCompany } from "../api.ts";
import { OwnerStatus } from "./member-company-rows.tsx";
import { OnboardingSteps } from "./onboarding-steps.tsx";

export type MemberCompanyDrawerProps = { companyId: number | null; onClose: () => void };

/** One member company: its data, onboarding steps, activity and users (invite, resend, role, (de)activate…). */
export function MemberCompanyDrawer({ companyId, onClose }: MemberCompanyDrawerProps) {
  const { t } = useTranslation("company-admin");
  const queryClient = useQueryClient();
  const close = () => {
    // The users' changes show in the list's owner state and users count.
    void queryClient.invalidateQueries({ queryKey: companyAdminKeys.all });
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={companyId !== null}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 640 } } } }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <IconButton onClick={close} aria-label={t("detail.close")} data-testid="member-drawer-close">
          <Close />
        </IconButton>
      </Box>
      {companyId !== null ? <MemberCompanyView companyId={companyId} /> : null}
    </Drawer>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: "break-word" }}>
        {value}
      </Typography>
    </Box>
  );
}

function MemberCompanyView({ companyId }: { companyId: number }) {
  const { t } = useTranslation("company-admin");
  const detail = useMemberCompany(companyId);
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }} data-testid="member-company-drawer">
      <QueryState query={detail} retry={{ label: t("retry"), onClick: () => void detail.refetch() }}>
        {(c) => <MemberCompanyFacts company={c} />}
      </QueryState>
    </Box>
  );
}

function MemberCompanyFacts({ company: c }: { company: MemberCompanyDetail }) {
  const { t } = useTranslation("company-admin");
  const session = useSession();
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, wordBreak: "break-word" }}>
          {c.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`types.${c.type}`, { defaultValue: c.type })}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr 1fr", sm: "1fr 1fr 1fr" } }}>
        <Fact label={t("detail.vat")} value={c.vat_number} />
        <Fact label={t("detail.country")} value={c.country} />
        <Fact label={t("detail.city")} value={c.city ?? "—"} />
        <Fact label={t("detail.website")} value={c.website ?? "—"} />
        <Fact label={t("detail.created")} value={formatDayMonthYear(new Date(c.created_at))} />
        <Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
            {t("detail.owner")}
          </Typography>
          <OwnerStatus owner={c.owner} />
        </Box>
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t("detail.steps")}
        </Typography>
        <OnboardingSteps steps={c.steps} variant="full" />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t("detail.activity")}
        </Typography>
        <Stack direction="row" spacing={3} data-testid="member-activity">
          <Fact label={t("detail.profiles")} value={c.activity.profiles} />
          <Fact label={t("detail.needs")} value={c.activity.needs} />
          <Fact label={t("detail.services")} value={c.activity.services} />
        </Stack>
      </Box>
      <Divider />
      {session ? (
        <TeamManager userId={session.user.id} companyName={c.name} companyType={c.type} target={c.id} />
      ) : null}
    </Stack>
  );
}
