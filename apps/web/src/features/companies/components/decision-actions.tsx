import Block from "@mui/icons-material/Block";
import Verified from "@mui/icons-material/Verified";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
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
