import { formatDayMonthYear, isRoleId } from "@mkt/contracts";
import {
  Box,
  Card,
  CardContent,
  Chip,
  type ChipProps,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { visuallyHidden } from "@mui/utils";
import { useTranslation } from "react-i18next";
import { ROLE_LABEL_KEYS } from "../../../shared/session/role-label.ts";
import type { MemberAction, TeamMember } from "../team-rules.ts";
import { MemberActionsMenu } from "./member-actions-menu.tsx";

const STATUS_COLOR: Record<TeamMember["status"], ChipProps["color"]> = {
  active: "success",
  invited: "warning",
  disabled: "default",
};

export type TeamListProps = {
  members: TeamMember[];
  selfId: number;
  actionsOf: (member: TeamMember) => MemberAction[];
  onAction: (member: TeamMember, action: MemberAction) => void;
};

/** The users as a table on wide screens and as cards on phones. */
export function TeamList({ members, selfId, actionsOf, onAction }: TeamListProps) {
  const { t } = useTranslation(["team", "common"]);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const roleLabel = (m: TeamMember) =>
    isRoleId(m.role_id) ? t(`common:roles.${ROLE_LABEL_KEYS[m.role_id]}`) : m.role;
  const status = (m: TeamMember) => (
    <Chip
      size="small"
      label={t(`status.${m.status}`)}
      color={STATUS_COLOR[m.status]}
      variant={m.status === "disabled" ? "outlined" : "filled"}
      data-testid="member-status"
      data-status={m.status}
    />
  );
  const name = (m: TeamMember) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }} noWrap>
        {m.firstname} {m.lastname}
      </Typography>
      {m.id === selfId ? <Chip size="small" label={t("you")} variant="outlined" /> : null}
    </Stack>
  );
  const since = (m: TeamMember) => formatDayMonthYear(new Date(m.created_at));

  if (!wide) {
    return (
      <Stack spacing={1.5} data-testid="team-cards">
        {members.map((m) => (
          <Card key={m.id} variant="outlined" data-testid="team-member" data-email={m.email}>
            <CardContent
              sx={{ display: "flex", gap: 1, alignItems: "flex-start", "&:last-child": { pb: 2 } }}
            >
              <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
                {name(m)}
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
                  {m.email}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
                  <Typography variant="body2" data-testid="member-role">
                    {roleLabel(m)}
                  </Typography>
                  {status(m)}
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {t("columns.since")} {since(m)}
                </Typography>
              </Stack>
              <MemberActionsMenu member={m} actions={actionsOf(m)} onAction={onAction} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: "auto", position: "relative" }}>
      <Table data-testid="team-table">
        <TableHead>
          <TableRow>
            <TableCell>{t("columns.name")}</TableCell>
            <TableCell>{t("columns.email")}</TableCell>
            <TableCell>{t("columns.role")}</TableCell>
            <TableCell>{t("columns.status")}</TableCell>
            <TableCell>{t("columns.since")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.id} hover data-testid="team-member" data-email={m.email}>
              <TableCell>{name(m)}</TableCell>
              <TableCell sx={{ wordBreak: "break-all" }}>{m.email}</TableCell>
              <TableCell data-testid="member-role">{roleLabel(m)}</TableCell>
              <TableCell>{status(m)}</TableCell>
              <TableCell>{since(m)}</TableCell>
              <TableCell align="right" sx={{ width: 56, py: 0.5 }}>
                <MemberActionsMenu member={m} actions={actionsOf(m)} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
