import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import { Alert, AlertTitle, Box, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LookupSourceProvider } from "../../shared/lookups/lookup-source.tsx";
import { useAddressParams } from "../../shared/routing/use-address-params.ts";
import { NeedTypeCard, needTypeOfParam, needTypeParam } from "../needs/index.ts";
import { useOpenSectors, useOpenSpokenLanguages, useOpenTechnologies } from "./browse-api.ts";
import { OpenFpNeedForm, OpenTmNeedForm } from "./open-need-form.tsx";
import { openPath, useOpenSession } from "./open-session.tsx";

type Sent = { email: string; title: string };

/**
 * need_open_create (issue 16): a visitor chooses Time & Material or Fixed Price (`?type=`, as the signed-in form),
 * fills the signed-in need form's pieces — their technology and sector lookups read with the visit's token — and
 * their contacts; the page ends on what was mailed and where.
 */
export function OpenNeedPage() {
  const { t } = useTranslation("open-browse");
  const { token, inside } = useOpenSession();
  const [params, setParams] = useAddressParams();
  const type = needTypeOfParam(params.get("type"));
  const [sent, setSent] = useState<Sent | null>(null);
  const technologies = useOpenTechnologies();
  const sectors = useOpenSectors();
  const languages = useOpenSpokenLanguages();
  const choose = (next: "tm" | "fp" | null) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next) copy.set("type", needTypeParam(next));
      else copy.delete("type");
      return copy;
    });
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1000, mx: "auto" }} data-testid="open-need-page">
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t("need.title")}
      </Typography>
      {sent ? (
        <Alert severity="success" data-testid="open-need-sent">
          <AlertTitle>{t("need.sentTitle")}</AlertTitle>
          {t("need.sentText", { email: sent.email, title: sent.title })}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 2 }}>
            <Button component={Link} to={openPath("dashboard_client", token, { inside })} variant="outlined">
              {t("need.backHome")}
            </Button>
            <Button
              onClick={() => {
                setSent(null);
                choose(null);
              }}
              data-testid="open-need-another"
            >
              {t("need.another")}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t("need.subtitle")}
          </Typography>
          {type === null ? (
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
              <NeedTypeCard
                icon={<GroupsOutlined color="primary" fontSize="large" />}
                title={t("need.tm")}
                text={t("need.tmText")}
                onClick={() => choose("tm")}
                testId="open-need-type-tm"
              />
              <NeedTypeCard
                icon={<AssignmentOutlined color="primary" fontSize="large" />}
                title={t("need.fp")}
                text={t("need.fpText")}
                onClick={() => choose("fp")}
                testId="open-need-type-fp"
              />
            </Box>
          ) : (
            <LookupSourceProvider value={{ technologies, sectors, languages }}>
              <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
                <Typography variant="h6" component="h3" data-testid="open-need-heading">
                  {t(type === "tm" ? "need.tm" : "need.fp")}
                </Typography>
                <Button onClick={() => choose(null)}>{t("need.change")}</Button>
              </Stack>
              {type === "tm" ? (
                <OpenTmNeedForm token={token} onSent={(r, title) => setSent({ email: r.email, title })} />
              ) : (
                <OpenFpNeedForm token={token} onSent={(r, title) => setSent({ email: r.email, title })} />
              )}
            </LookupSourceProvider>
          )}
        </>
      )}
    </Box>
  );
}
