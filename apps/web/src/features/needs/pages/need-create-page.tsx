import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useOwnNeed } from "../api.ts";
import { FpNeedForm } from "../components/fp-need-form.tsx";
import { NeedTypeCard } from "../components/need-type-card.tsx";
import { TmNeedForm } from "../components/tm-need-form.tsx";
import { needTypeOfParam, needTypeParam } from "../need-form-model.ts";

/** §2.2 /need/create: choose Time & Material or Fixed Price, then fill the need (drafts autosave). */
export function NeedCreatePage() {
  const { t } = useTranslation("needs");
  const [params, setParams] = useAddressParams();
  const type = needTypeOfParam(params.get("type"));
  // The draft being edited is read once: autosave later adds ?id= without reloading the form.
  const [draftId] = useState(() => {
    const id = Number(params.get("id"));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  if (draftId !== null) return <DraftEditor id={draftId} />;
  if (type === null) {
    const choose = (next: "tm" | "fp") => setParams({ type: needTypeParam(next) });
    return (
      <Stack spacing={2} data-testid="need-type-choice">
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("create.heading")}
          </Typography>
          <Typography color="text.secondary">{t("create.subtitle")}</Typography>
        </Box>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <NeedTypeCard
            icon={<GroupsOutlined color="primary" fontSize="large" />}
            title={t("type.tm")}
            text={t("create.tmText")}
            onClick={() => choose("tm")}
            testId="need-type-tm"
          />
          <NeedTypeCard
            icon={<AssignmentOutlined color="primary" fontSize="large" />}
            title={t("type.fp")}
            text={t("create.fpText")}
            onClick={() => choose("fp")}
            testId="need-type-fp"
          />
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Heading type={type} />
      {type === "tm" ? <TmNeedForm draft={null} /> : <FpNeedForm draft={null} />}
    </Stack>
  );
}

function Heading({ type }: { type: "tm" | "fp" }) {
  const { t } = useTranslation("needs");
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }} data-testid="need-form-heading">
        {t(type === "tm" ? "create.tmHeading" : "create.fpHeading")}
      </Typography>
      <Typography color="text.secondary">{t("create.autosaveHint")}</Typography>
    </Box>
  );
}

/** Continue a saved draft. */
function DraftEditor({ id }: { id: number }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const need = useOwnNeed(id);
  if (need.isPending) return <CircularProgress aria-label={t("loading")} />;
  if (need.isError) return <Alert severity="error">{errorText(need.error, language)}</Alert>;
  if (need.data.status !== "draft")
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/need">
            {t("form.backToList")}
          </Button>
        }
      >
        {t("create.notDraft")}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <Heading type={need.data.type} />
      {need.data.type === "tm" ? <TmNeedForm draft={need.data} /> : <FpNeedForm draft={need.data} />}
    </Stack>
  );
}
