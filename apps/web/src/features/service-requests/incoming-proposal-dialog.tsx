import type { ServiceRequest } from "@mkt/contracts";
import { useTranslation } from "react-i18next";
import { FpProposalForm } from "../quotes/index.ts";
import { useSendIncomingProposal } from "./incoming-api.ts";

/** The supplier's quote on a request: price (VAT excluded), delivery date by the deadline, note, optional PDF. */
export function IncomingProposalDialog({
  request,
  targetId,
  onClose,
}: {
  request: ServiceRequest;
  targetId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("incoming-service-requests");
  const send = useSendIncomingProposal(targetId);
  return (
    <FpProposalForm
      namespace="incoming-service-requests"
      title={t("form.title", { title: request.title })}
      submitLabel={t("form.submit")}
      cancelLabel={t("form.cancel")}
      sentNotice={t("form.sent")}
      deadline={request.deadline}
      budget={request.budget}
      capAtDeadline
      testId="incoming-proposal-dialog"
      fieldTestIdPrefix="incoming-proposal"
      send={(input, file, onProgress) => send.mutateAsync({ input, file, onProgress })}
      onClose={onClose}
    />
  );
}
