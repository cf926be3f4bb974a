import { type ServiceListItem, serviceActions } from "@mkt/contracts";
import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type ServiceCommand, useDeleteService, useServiceCommand } from "../api.ts";
import { serviceEditPath, stateOfItem } from "../service-state.ts";

/** The commands in the order they are offered, each shown only when `serviceActions` allows it. */
const COMMANDS: readonly ServiceCommand[] = ["submit", "publish", "unpublish", "duplicate"];

/** The supplier's actions on one service of the list; refusals (plan limit, documentation…) become notices. */
export function ServiceRowActions({ item }: { item: ServiceListItem }) {
  const { t } = useTranslation("services");
  const language = useLanguage();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const command = useServiceCommand();
  const remove = useDeleteService();
  const [confirming, setConfirming] = useState(false);
  const allowed = serviceActions(stateOfItem(item));
  const busy = command.isPending || remove.isPending;
  const fail = (error: unknown) => {
    if (!isFunctionBlocked(error)) notify(errorText(error, language), "error");
  };

  const run = (name: ServiceCommand) =>
    command.mutate(
      { id: item.id, command: name },
      {
        onSuccess: (detail) => {
          notify(t(`done.${name}`), "success");
          if (name === "duplicate") void navigate(serviceEditPath(detail.id));
        },
        onError: fail,
      },
    );

  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }} data-testid="service-actions">
      <Button
        size="small"
        component={RouterLink}
        to={serviceEditPath(item.id)}
        data-testid={allowed.edit ? "service-action-edit" : "service-action-view"}
      >
        {allowed.edit ? t("actions.edit") : t("actions.view")}
      </Button>
      {COMMANDS.filter((name) => allowed[name]).map((name) => (
        <Button
          key={name}
          size="small"
          disabled={busy}
          onClick={() => run(name)}
          data-testid={`service-action-${name}`}
        >
          {t(`actions.${name}`)}
        </Button>
      ))}
      {allowed.delete ? (
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={() => setConfirming(true)}
          data-testid="service-action-delete"
        >
          {t("actions.delete")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t("confirmDelete.title")}
        text={t("confirmDelete.text", { title: item.title })}
        confirmLabel={t("confirmDelete.confirm")}
        cancelLabel={t("confirmDelete.cancel")}
        danger
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => notify(t("done.delete"), "success"),
            onError: fail,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
