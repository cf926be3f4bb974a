import type { OpenProject } from "@mkt/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { quoteKeys, sendProposal } from "../api.ts";
import { FpProposalForm } from "./fp-proposal-form.tsx";

/** A Fixed Price proposal on a market need: POST needs/:id/proposals, then every quote list refetches. */
export function SendProposalDialog({ project, onClose }: { project: OpenProject; onClose: () => void }) {
  const { t } = useTranslation("quotes");
  const queryClient = useQueryClient();
  return (
    <FpProposalForm
      namespace="quotes"
      title={t("form.proposalTitle", { title: project.title })}
      submitLabel={t("sendProposal")}
      cancelLabel={t("cancel")}
      sentNotice={t("proposalSent")}
      deadline={project.deadline}
      budget={project.budget}
      testId="send-proposal-dialog"
      fieldTestIdPrefix="proposal"
      send={async (body, file, onProgress) => {
        await sendProposal(project.id, body, file, onProgress);
        await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      }}
      onClose={onClose}
    />
  );
}
