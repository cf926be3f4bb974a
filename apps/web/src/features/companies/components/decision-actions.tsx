import Block from "@mui/icons-material/Block";
import Verified from "@mui/icons-material/Verified";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useDecideDocumentation } from "../api.ts";
import { BlockDialog } from "./block-dialog.tsx";

export type DecisionActionsProps = { companyId: number; companyName: string; status: number };

/**
 * Staff's decision on the company's documentation as a whole (§4): approve (2) unless already approved, block
 * (3, with a reason) unless already blocked. Approving also approves the documents still waiting.
 */
export function DecisionActions({ companyId, companyName, status }: DecisionActionsProps) {
  const { t } = useTranslation("companies");
  const language = useLanguage();
  const decide = useDecideDocumentation(companyId);
  const [blocking, setBlocking] = useState(false);
  const approve = () =>
    decide.mutate(
      { status: 2 },
      {
        onSuccess: () => emitNotice(t("decision.approved"), "success"),
        onError: (error) => emitNotice(errorText(error, language)),
      },
    );
  const block = async (reason: string) => {
    await decide.mutateAsync({ status: 3, reason });
    setBlocking(false);
    emitNotice(t("decision.blocked"), "success");
  };
  return (
    <Box
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, bgcolor: "grey.50" }}
      data-testid="company-decision"
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t("decision.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t("decision.hint")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        {status !== 2 ? (
          <Button
            color="success"
            variant="contained"
            startIcon={<Verified />}
            disabled={decide.isPending}
            onClick={approve}
            data-testid="company-approve"
          >
            {t("decision.approve")}
          </Button>
        ) : null}
        {status !== 3 ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<Block />}
            disabled={decide.isPending}
            onClick={() => setBlocking(true)}
            data-testid="company-block"
          >
            {t("decision.block")}
          </Button>
        ) : null}
      </Stack>
      {blocking ? (
        <BlockDialog
          company={companyName}
          pending={decide.isPending}
          onCancel={() => setBlocking(false)}
          onConfirm={block}
        />
      ) : null}
    </Box>
  );
}

/** A decision taken from the review queue's keys (a, r) on one company; the queue mounts it per decision. */
export type QueueDecisionTarget = { id: number; name: string; action: "approve" | "block" };

/**
 * The review queue's keyboard decision: approve at once, as the detail's Approve button does, or ask the block
 * reason in the same dialog (never blocked without one). Calls `onDone` when finished or cancelled.
 */
export function CompanyQueueDecision({
  target,
  onDone,
}: {
  target: QueueDecisionTarget;
  onDone: () => void;
}) {
  const { t } = useTranslation("companies");
  const language = useLanguage();
  const decide = useDecideDocumentation(target.id);
  // Once per mounted decision (the development double effect must not send a second approval).
  const sent = useRef(false);
  useEffect(() => {
    if (target.action !== "approve" || sent.current) return;
    sent.current = true;
    decide
      .mutateAsync({ status: 2 })
      .then(() => emitNotice(t("decision.approvedNamed", { name: target.name }), "success"))
      .catch((error: unknown) => emitNotice(errorText(error, language)))
      .finally(onDone);
  }, [target, decide, t, language, onDone]);
  if (target.action === "approve") return null;
  return (
    <BlockDialog
      company={target.name}
      pending={decide.isPending}
      onCancel={onDone}
      onConfirm={async (reason) => {
        await decide.mutateAsync({ status: 3, reason });
        emitNotice(t("decision.blocked"), "success");
        onDone();
      }}
    />
  );
}
