import PersonAddAlt1 from "@mui/icons-material/PersonAddAlt1";
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TablePagination,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type TeamTarget, useResendInvite, useTeam, useUpdateMember, useWithdrawInvite } from "../api.ts";
import {
  clampPage,
  invitableRoles,
  type MemberAction,
  memberActions,
  pageOf,
  TEAM_PAGE_SIZES,
  type TeamMember,
} from "../team-rules.ts";
import { InviteDialog } from "./invite-dialog.tsx";
import { RoleDialog } from "./role-dialog.tsx";
import { TeamList } from "./team-list.tsx";

type Pending = { member: TeamMember; action: MemberAction };
type ConfirmAction = Exclude<MemberAction, "change_role">;

export type TeamManagerProps = {
  userId: number;
  companyName: string;
  companyType: string;
  /** A member company of the caller's Company Administrator organisation; absent: the caller's own company. */
  target?: TeamTarget;
};

/**
 * A company's users and invitations with their actions (invite, resend, withdraw, change role, (de)activate):
 * the caller's own company, or a member company that a company administrator looks after.
 */
export function TeamManager({ userId, companyName, companyType, target = null }: TeamManagerProps) {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const { notify } = useNotice();
  const team = useTeam(userId, target);
  const resend = useResendInvite(userId, target);
  const withdraw = useWithdrawInvite(userId, target);
  const update = useUpdateMember(userId, target);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(TEAM_PAGE_SIZES[0]);
  const roles = invitableRoles(companyType);
  const members = team.data ?? [];
  const current = clampPage(page, members.length, size);
  const busy = resend.isPending || withdraw.isPending || update.isPending;

  const run = async (action: MemberAction, call: () => Promise<unknown>) => {
    try {
      await call();
      notify(t(`done.${action}`), "success");
      setPending(null);
    } catch (error) {
      notify(errorText(error, language), "error");
      setPending(null);
    }
  };

  const confirm = ({ member, action }: Pending) => {
    if (action === "resend") return run(action, () => resend.mutateAsync(member));
    if (action === "withdraw") return run(action, () => withdraw.mutateAsync(member));
    return run(action, () => update.mutateAsync({ id: member.id, active: action === "reactivate" }));
  };

  const confirmAction =
    pending && pending.action !== "change_role" ? (pending.action as ConfirmAction) : null;
  const names = pending
    ? { name: `${pending.member.firstname} ${pending.member.lastname}`, email: pending.member.email }
    : { name: "", email: "" };

  return (
    <Card data-testid="manage-users-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", sm: "flex-start" }, mb: 3 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("heading")}
            </Typography>
            <Typography color="text.secondary">{t("subtitle", { company: companyName })}</Typography>
          </Box>
          {roles.length > 0 ? (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1 />}
              onClick={() => setInviteOpen(true)}
              sx={{ flexShrink: 0 }}
              data-testid="invite-open"
            >
              {t("invite")}
            </Button>
          ) : null}
        </Stack>

        {team.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
            <CircularProgress aria-label={t("heading")} />
          </Box>
        ) : team.isError ? (
          <ErrorAlert
            error={team.error}
            lead={t("loadError")}
            retry={{ label: t("retry"), onClick: () => void team.refetch() }}
          />
        ) : (
          <>
            <TeamList
              members={pageOf(members, current, size)}
              selfId={userId}
              actionsOf={(m) => memberActions(m, userId, companyType)}
              onAction={(member, action) => setPending({ member, action })}
            />
            {members.length > TEAM_PAGE_SIZES[0] ? (
              <TablePagination
                component="div"
                count={members.length}
                page={current}
                rowsPerPage={size}
                rowsPerPageOptions={[...TEAM_PAGE_SIZES]}
                onPageChange={(_, next) => setPage(next)}
                onRowsPerPageChange={(event) => {
                  setSize(Number(event.target.value));
                  setPage(0);
                }}
                labelRowsPerPage={t("rowsPerPage")}
                labelDisplayedRows={({ from, to, count }) => t("displayedRows", { from, to, count })}
              />
            ) : null}
            {members.length <= 1 && roles.length > 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="team-empty">
                {t("empty")}
              </Typography>
            ) : null}
          </>
        )}
      </CardContent>

      <InviteDialog
        open={inviteOpen}
        userId={userId}
        roles={roles}
        target={target}
        onClose={() => setInviteOpen(false)}
      />
      {pending?.action === "change_role" ? (
        <RoleDialog
          member={pending.member}
          roles={roles}
          pending={update.isPending}
          onCancel={() => setPending(null)}
          onSave={(roleId) =>
            void run("change_role", () => update.mutateAsync({ id: pending.member.id, role_id: roleId }))
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirmAction !== null}
        title={confirmAction ? t(`confirm.${confirmAction}.title`, names) : ""}
        text={confirmAction ? t(`confirm.${confirmAction}.text`, names) : ""}
        confirmLabel={confirmAction ? t(`confirm.${confirmAction}.confirm`) : ""}
        cancelLabel={t("confirm.cancel")}
        danger={confirmAction === "deactivate" || confirmAction === "withdraw"}
        pending={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void confirm(pending)}
      />
    </Card>
  );
}
