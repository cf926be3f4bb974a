import type { ServiceDetail } from "@mkt/contracts";
import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useDecideService, useRefreshAfterDecision } from "../api.ts";
import { RejectServiceDialog } from "./reject-service-dialog.tsx";

export type DecisionActionsProps = {
  service: ServiceDetail;
  title: string;
  /** After a decision: the drawer closes (the service has left the queue). */
  onDecided: () => void;
  /** A 409: someone else decided (or the supplier withdrew it); the caller shows it, the data is refreshed. */
  onConflict: () => void;
};

const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

export type ServiceDialog = "approve" | "reject" | null;

export type ServiceDecisionDialogsProps = {
  serviceId: number;
  title: string;
  company: string;
  dialog: ServiceDialog;
  /** Cancelled, or finished either way. */
  onClose: () => void;
  /** After a decision (the service has left the queue). */
  onDecided?: () => void;
  /** A 409: someone else decided (or the supplier withdrew it); the data is refreshed. */
  onConflict?: () => void;
};

/**
 * The approval's confirmation and the rejection's required reason of one submitted service, with their calls:
 * opened by the detail's buttons and by the review queue's keys (a, r).
 */
export function ServiceDecisionDialogs({
  serviceId,
  title,
  company,
  dialog,
  onClose,
  onDecided,
  onConflict,
}: ServiceDecisionDialogsProps) {
  const { t } = useTranslation("service-review");
  const language = useLanguage();
  const decide = useDecideService(serviceId);
  const refresh = useRefreshAfterDecision();

  const conflict = () => {
    onClose();
    emitNotice(t("notice.conflict"), "warning");
    onConflict?.();
    void refresh();
  };

  // mutateAsync, not mutate's per-call callbacks: the approval refreshes the service, which unmounts these actions,
  // and TanStack Query drops per-call callbacks of an unmounted component (the notice and closing were lost).
  const approve = async () => {
    try {
      await decide.mutateAsync({ kind: "approve" });
    } catch (error) {
      if (isConflict(error)) return conflict();
      onClose();
      emitNotice(errorText(error, language));
      return;
    }
    onClose();
    emitNotice(t("notice.approved"), "success");
    onDecided?.();
  };

  const reject = async (reason: string) => {
    try {
      await decide.mutateAsync({ kind: "reject", reason });
    } catch (error) {
      if (isConflict(error)) return conflict();
      throw error;
    }
    onClose();
    emitNotice(t("notice.rejected"), "success");
    onDecided?.();
  };

  return (
    <>
      <ConfirmDialog
        open={dialog === "approve"}
        title={t("approveDialog.title")}
        text={t("approveDialog.text", { title, company })}
        confirmLabel={t("approveDialog.confirm")}
        cancelLabel={t("approveDialog.cancel")}
        pending={decide.isPending}
        onConfirm={approve}
        onCancel={onClose}
      />
      {dialog === "reject" ? (
        <RejectServiceDialog
          title={title}
          company={company}
          pending={decide.isPending}
          onCancel={onClose}
          onConfirm={reject}
        />
      ) : null}
    </>
  );
}

/** Approve (after a confirmation) and Reject (with a required reason) of a submitted service. */
export function DecisionActions({ service, title, onDecided, onConflict }: DecisionActionsProps) {
  const { t } = useTranslation("service-review");
  const [dialog, setDialog] = useState<ServiceDialog>(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button
          color="error"
          variant="outlined"
          startIcon={<Close />}
          disabled={dialog !== null}
          onClick={() => setDialog("reject")}
          data-testid="service-reject"
        >
          {t("detail.reject")}
        </Button>
        <Button
          color="success"
          variant="contained"
          startIcon={<Check />}
          disabled={dialog !== null}
          onClick={() => setDialog("approve")}
          data-testid="service-approve"
        >
          {t("detail.approve")}
        </Button>
      </Stack>
      <ServiceDecisionDialogs
        serviceId={service.id}
        title={title}
        company={service.company_name}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDecided={onDecided}
        onConflict={onConflict}
      />
    </>
  );
}
