import { ROLE, STAFF_ROLES, type StaffUser } from "@mkt/contracts";
import PersonAdd from "@mui/icons-material/PersonAdd";
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useStaffUsers, useUpdateStaffUser } from "../api.ts";
import { InviteStaffDialog } from "../components/invite-staff-dialog.tsx";
import { useIsAdministrator } from "../use-is-administrator.ts";

type Change = { user: StaffUser; body: { role_id?: number; active?: boolean } };

/**
 * manage_admin_users (staff): the staff users. The Administrator invites, changes roles and disables or enables
 * (a disabled user's sessions end at once; the last active Administrator stays); Admin Management reads.
 */
export function StaffUsersPage() {
  const { t } = useTranslation("staff-accounts");
  useDocumentTitle(t("staff.heading"));
  const language = useLanguage();
  const { notify } = useNotice();
  const isAdministrator = useIsAdministrator();
  const list = useStaffUsers();
  const update = useUpdateStaffUser();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<Change | null>(null);
  const users = list.data;

  const apply = (change: Change) =>
    update.mutate(
      { id: change.user.id, body: change.body },
      {
        onSuccess: () => {
          setConfirming(null);
          notify(t("staff.saved"), "success");
        },
        onError: (error) => {
          setConfirming(null);
          notify(errorText(error, language), "error");
        },
      },
    );

  return (
    <Card data-testid="staff-users-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("staff.heading")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {isAdministrator ? t("staff.hint") : t("readOnly")}
            </Typography>
          </Box>
          {isAdministrator ? (
            <Button
              variant="contained"
              startIcon={<PersonAdd />}
              onClick={() => setInviting(true)}
              data-testid="staff-invite"
            >
              {t("staff.invite")}
            </Button>
          ) : null}
        </Stack>
        <ListState
          query={list}
          retry={{ label: t("retry"), onClick: () => void list.refetch() }}
          empty={users?.length === 0}
          emptyText={t("staff.empty")}
        >
          {users && users.length > 0 ? (
            <DataTable
              rows={users}
              rowKey={(u) => u.id}
              rowTestId="staff-row"
              columns={[
                {
                  key: "name",
                  label: t("columns.name"),
                  render: (u) => (
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>
                        {u.firstname} {u.lastname}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {u.email}
                      </Typography>
                    </Box>
                  ),
                },
                {
                  key: "role",
                  label: t("staff.role"),
                  render: (u) =>
                    isAdministrator && u.status !== "disabled" ? (
                      <TextField
                        select
                        size="small"
                        value={u.role_id}
                        disabled={update.isPending}
                        onChange={(e) =>
                          setConfirming({ user: u, body: { role_id: Number(e.target.value) } })
                        }
                        slotProps={{ htmlInput: { "aria-label": t("staff.roleOf", { name: u.email }) } }}
                        data-testid="staff-role-select"
                      >
                        {STAFF_ROLES.map((value) => (
                          <MenuItem key={value} value={value}>
                            {t(`roles.${value}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      t(`roles.${u.role_id === ROLE.ADMINISTRATOR ? 1 : 11}`)
                    ),
                },
                {
                  key: "status",
                  label: t("columns.status"),
                  render: (u) => (
                    <Chip
                      size="small"
                      color={u.status === "active" ? "success" : u.status === "invited" ? "info" : "default"}
                      label={t(`statuses.${u.status}`)}
                      data-testid="staff-status"
                    />
                  ),
                },
                {
                  key: "mfa",
                  label: t("columns.twoFactor"),
                  render: (u) => (u.two_factor ? t("staff.mfaOn") : t("staff.mfaOff")),
                },
                ...(isAdministrator
                  ? [
                      {
                        key: "actions",
                        label: "",
                        align: "right" as const,
                        render: (u: StaffUser) => (
                          <Button
                            size="small"
                            color={u.status === "disabled" ? "primary" : "error"}
                            disabled={update.isPending}
                            onClick={() =>
                              setConfirming({ user: u, body: { active: u.status === "disabled" } })
                            }
                            data-testid={u.status === "disabled" ? "staff-enable" : "staff-disable"}
                          >
                            {u.status === "disabled" ? t("staff.enable") : t("staff.disable")}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          ) : null}
        </ListState>
      </CardContent>
      {inviting ? (
        <InviteStaffDialog
          onClose={(email) => {
            if (email) notify(t("staff.invited", { email }), "success");
            setInviting(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.body.active === false
            ? t("staff.disableTitle")
            : confirming?.body.active === true
              ? t("staff.enableTitle")
              : t("staff.roleTitle")
        }
        text={
          confirming
            ? confirming.body.active === false
              ? t("staff.disableText", { email: confirming.user.email })
              : confirming.body.active === true
                ? t("staff.enableText", { email: confirming.user.email })
                : t("staff.roleText", {
                    email: confirming.user.email,
                    role: t(`roles.${confirming.body.role_id === ROLE.ADMINISTRATOR ? 1 : 11}`),
                  })
            : ""
        }
        confirmLabel={t("confirm")}
        cancelLabel={t("cancel")}
        danger={confirming?.body.active === false}
        pending={update.isPending}
        onConfirm={() => confirming && apply(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
