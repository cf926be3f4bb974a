import type { CollaborationAction, CollaborationItem } from "@mkt/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { ReviewRequestDialog } from "../../feedback/index.ts";
import { collaborationKeys, useCollaboration, useTransition } from "../api.ts";
import { FeedbackDialog, ReplyDialog } from "./feedback-dialogs.tsx";
import { ProposeInterviewDialog } from "./propose-interview-dialog.tsx";
import { CancelDialog, OutcomeDialog, RespondDialog } from "./reason-dialogs.tsx";

export type PendingAction = {
  collaboration: Pick<CollaborationItem, "id" | "profile_name" | "client" | "supplier" | "service">;
  action: CollaborationAction;
};

/** The dialog behind each action button of a collaboration (row or drawer). */
export function ActionDialogs({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const transition = useTransition();
  const queryClient = useQueryClient();
  const needsDetail = pending?.action === "respond_interview" || pending?.action === "interview_outcome";
  const detail = useCollaboration(needsDetail && pending ? pending.collaboration.id : null);
  if (!pending) return null;
  const { collaboration, action } = pending;
  const common = { open: true, onClose };
  switch (action) {
    case "start":
    case "complete":
      return (
        <ConfirmDialog
          open
          title={t(`${action}.title`)}
          text={t(`${action}.text`, { profile: collaboration.profile_name })}
          confirmLabel={t(`actions.${action}`)}
          cancelLabel={t("actions.back")}
          pending={transition.isPending}
          onCancel={onClose}
          onConfirm={() =>
            transition.mutate(
              { id: collaboration.id, action },
              { onSuccess: onClose, onError: (error) => emitNotice(errorText(error, language)) },
            )
          }
        />
      );
    case "cancel":
      return <CancelDialog collaborationId={collaboration.id} {...common} />;
    case "propose_interview":
      return <ProposeInterviewDialog collaborationId={collaboration.id} {...common} />;
    case "feedback":
      return (
        <FeedbackDialog
          collaborationId={collaboration.id}
          isService={collaboration.service !== null}
          {...common}
        />
      );
    case "reply":
      return <ReplyDialog collaborationId={collaboration.id} {...common} />;
    case "request_review":
      return (
        <ReviewRequestDialog
          {...common}
          companyName={collaboration.supplier.name}
          collaboration={{
            id: collaboration.id,
            profileName: collaboration.profile_name,
            clientName: collaboration.client.name,
          }}
          onSent={() =>
            void queryClient.invalidateQueries({ queryKey: collaborationKeys.detail(collaboration.id) })
          }
        />
      );
    case "respond_interview":
      return detail.data ? <RespondDialog detail={detail.data} {...common} /> : null;
    case "interview_outcome": {
      const confirmed = detail.data?.interviews.find((i) => i.status === "confirmed");
      return confirmed ? <OutcomeDialog interviewId={confirmed.id} {...common} /> : null;
    }
  }
}
