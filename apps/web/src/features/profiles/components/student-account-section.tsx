import type { StudentAccount } from "@mkt/contracts";
import GroupAddOutlined from "@mui/icons-material/GroupAddOutlined";
import LinkIcon from "@mui/icons-material/Link";
import LinkOff from "@mui/icons-material/LinkOff";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { initialsOf } from "../../../shared/components/user-avatar.tsx";
import { errorText, fieldErrorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useLinkStudentAccount, useStudentAccounts } from "../student-account-api.ts";
import { studentAccountView } from "../student-account-rules.ts";
import { FormSection } from "./form-section.tsx";

/** Where an academy invites its student users (role Profile Accademy). */
const MANAGE_USERS_PATH = "/manage_users_supplier";

export type StudentAccountSectionProps = { profileId: number; profileName: string };

/**
 * An academy's profile: the student user account linked to it (who then sees /student_dashboard and edits
 * /student_profile). Link one of the academy's free student users, or unlink after a confirmation.
 */
export function StudentAccountSection({ profileId, profileName }: StudentAccountSectionProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const { notify } = useNotice();
  const accounts = useStudentAccounts();
  const linkAccount = useLinkStudentAccount();
  const [selected, setSelected] = useState<number | "">("");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const fail = (error: unknown) => {
    const field = isApiError(error) ? error.fieldErrors.find((f) => f.field === "user_id") : undefined;
    setProblem(field ? fieldErrorText(field, language) : errorText(error, language));
  };

  const onLink = () => {
    if (selected === "") {
      setProblem(t("studentAccount.required"));
      return;
    }
    linkAccount.mutate(
      { profileId, userId: selected },
      {
        onSuccess: () => {
          setSelected("");
          setProblem(null);
          notify(t("studentAccount.linked"), "success");
        },
        onError: fail,
      },
    );
  };

  const onUnlink = () =>
    linkAccount.mutate(
      { profileId, userId: null },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(t("studentAccount.unlinked"), "success");
        },
        onError: (error) => {
          setConfirming(false);
          notify(errorText(error, language), "error");
        },
      },
    );

  let body: ReactNode;
  if (accounts.isPending) {
    body = (
      <Box sx={{ display: "flex", justifyContent: "center", py: 2 }}>
        <CircularProgress size={28} aria-label={t("loading")} />
      </Box>
    );
  } else if (accounts.isError) {
    body = <Alert severity="error">{errorText(accounts.error, language)}</Alert>;
  } else {
    const view = studentAccountView(accounts.data, profileId);
    if (view.kind === "linked") {
      body = (
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ alignItems: { xs: "flex-start", sm: "center" }, justifyContent: "space-between" }}
        >
          <AccountLine account={view.account} />
          <Button
            color="error"
            variant="outlined"
            startIcon={<LinkOff />}
            onClick={() => setConfirming(true)}
            disabled={linkAccount.isPending}
            data-testid="student-account-unlink"
          >
            {t("studentAccount.unlink")}
          </Button>
        </Stack>
      );
    } else if (view.kind === "choose") {
      body = (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t("studentAccount.notLinked")}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: "flex-start" }}>
            <TextField
              select
              label={t("studentAccount.user")}
              value={selected}
              onChange={(event) => {
                setSelected(Number(event.target.value));
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem ?? t("studentAccount.userHint")}
              required
              fullWidth
              sx={{ maxWidth: { sm: 480 } }}
              data-testid="student-account-field"
            >
              {view.candidates.map((account) => (
                <MenuItem key={account.user_id} value={account.user_id} data-testid="student-account-option">
                  {`${account.firstname} ${account.lastname} · ${account.email}`}
                  {account.status === "invited" ? ` (${t("studentAccount.invited")})` : ""}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              startIcon={<LinkIcon />}
              onClick={onLink}
              disabled={linkAccount.isPending}
              sx={{ mt: { sm: 1 }, flexShrink: 0 }}
              data-testid="student-account-link"
            >
              {t("studentAccount.link")}
            </Button>
          </Stack>
        </Stack>
      );
    } else {
      body = (
        <Alert
          severity="info"
          data-testid="student-account-none"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={MANAGE_USERS_PATH}
              startIcon={<GroupAddOutlined />}
              sx={{ whiteSpace: "nowrap" }}
            >
              {t("studentAccount.manageUsers")}
            </Button>
          }
          sx={{ alignItems: "center", flexWrap: { xs: "wrap", sm: "nowrap" } }}
        >
          {view.kind === "no_students" ? t("studentAccount.noStudents") : t("studentAccount.noneFree")}
        </Alert>
      );
    }
  }

  return (
    <>
      <FormSection
        id="student-account"
        title={t("studentAccount.title")}
        description={t("studentAccount.text")}
      >
        {body}
      </FormSection>
      <ConfirmDialog
        open={confirming}
        title={t("studentAccount.unlinkTitle")}
        text={t("studentAccount.unlinkText", { name: profileName })}
        confirmLabel={t("studentAccount.unlink")}
        cancelLabel={t("studentAccount.cancel")}
        danger
        pending={linkAccount.isPending}
        onConfirm={onUnlink}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function AccountLine({ account }: { account: StudentAccount }) {
  const { t } = useTranslation("profiles");
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: "center", minWidth: 0 }}
      data-testid="student-account-linked"
    >
      <Avatar sx={{ bgcolor: "primary.main", color: "primary.contrastText" }}>{initialsOf(account)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="student-account-name">
          {`${account.firstname} ${account.lastname}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {account.email}
        </Typography>
      </Box>
      {account.status !== "active" ? (
        <Chip
          size="small"
          color={account.status === "disabled" ? "default" : "warning"}
          label={t(`studentAccount.status.${account.status}`)}
        />
      ) : null}
    </Stack>
  );
}
