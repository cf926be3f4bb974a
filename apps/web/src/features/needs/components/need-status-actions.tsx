import type { ClientNeed } from "@mkt/contracts";
import { Button, Stack } from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useNeedAction } from "../api.ts";
import { needTypeParam } from "../need-form-model.ts";

/**
 * What can be done next with a need: continue and publish a draft, close an open one (after a confirmation).
 * `extra` buttons come first (the drawer's "Open").
 */
export function NeedStatusActions({ need, extra }: { need: ClientNeed; extra?: ReactNode }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const { notify } = useNotice();
  const action = useNeedAction();
  const [confirmClose, setConfirmClose] = useState(false);
  const run = async (kind: "publish" | "close") => {
    try {
      await action.mutateAsync({ id: need.id, action: kind });
      notify(t(kind === "publish" ? "done.published" : "done.closed"), "success");
    } catch (error) {
      notify(errorText(error, language), "error");
    } finally {
      setConfirmClose(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }} useFlexGap>
      {extra}
      {need.status === "draft" ? (
        <>
          <Button
            component={RouterLink}
            to={`/need/create?type=${needTypeParam(need.type)}&id=${need.id}`}
            variant="outlined"
          >
            {t("detail.continue")}
          </Button>
          <Button
            variant="contained"
            onClick={() => run("publish")}
            disabled={action.isPending}
            data-testid="need-publish"
          >
            {t("form.publish")}
          </Button>
        </>
      ) : null}
      {need.status !== "closed" ? (
        <Button color="warning" onClick={() => setConfirmClose(true)} data-testid="need-close">
          {t("detail.close")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmClose}
        title={t("detail.closeTitle")}
        text={t("detail.closeText")}
        confirmLabel={t("detail.close")}
        cancelLabel={t("cancel")}
        danger
        pending={action.isPending}
        onConfirm={() => run("close")}
        onCancel={() => setConfirmClose(false)}
      />
    </Stack>
  );
}
