import { Alert, AlertTitle, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useService, useServiceCategories } from "../api.ts";
import { ServiceForm } from "../components/service-form.tsx";
import { ServiceStatusChips } from "../components/service-status-chips.tsx";
import { contentToValues, EMPTY_SERVICE } from "../service-form-model.ts";
import { SERVICES_LIST_PATH, stateOfDetail } from "../service-state.ts";

/** The id of /services_list/:id; null for /services_list/new (or any address without a numeric id). */
function useServiceId(): number | null {
  const { id } = useParams();
  const parsed = Number(id);
  return id !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("services");
  return (
    <Card data-testid="service-edit-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Button component={RouterLink} to={SERVICES_LIST_PATH} size="small" sx={{ mb: 1, ml: -1 }}>
          {t("form.back")}
        </Button>
        <Typography
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 2 }}
          data-testid="service-edit-heading"
        >
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * /services_list/new (create) and /services_list/:id (edit). A rejected version shows the staff's reason above
 * the form; while the version is in review the form is read-only.
 */
export function ServiceEditPage() {
  const { t } = useTranslation("services");
  const language = useLanguage();
  const id = useServiceId();
  const categories = useServiceCategories(language);
  const detail = useService(id);
  const retry = (refetch: () => unknown) => ({ label: t("retry"), onClick: () => void refetch() });

  if (id === null)
    return (
      <Frame title={t("form.headingNew")}>
        <QueryState query={categories} retry={retry(categories.refetch)}>
          {(list) => (
            <ServiceForm
              key="new"
              serviceId={null}
              initial={EMPTY_SERVICE}
              categories={list}
              readOnly={false}
            />
          )}
        </QueryState>
      </Frame>
    );

  return (
    <Frame title={t("form.headingEdit")}>
      <QueryState query={detail} retry={retry(detail.refetch)}>
        {(service) => {
          const state = stateOfDetail(service);
          const working = service.working;
          const inReview = state.working === "submitted";
          return (
            <Stack spacing={2}>
              <ServiceStatusChips
                status={service.status}
                published={service.published}
                approved={state.approved}
                hasPendingChanges={state.approved && state.working !== null}
              />
              {inReview ? (
                <Alert severity="info" data-testid="service-in-review">
                  {t("form.inReview")}
                </Alert>
              ) : null}
              {state.working === "rejected" ? (
                <Alert severity="error" data-testid="service-rejected">
                  <AlertTitle>{t("form.rejected", { reason: working?.rejection_reason ?? "" })}</AlertTitle>
                  {t("form.rejectedHint")}
                </Alert>
              ) : null}
              {state.approved && state.working === "draft" ? (
                <Alert severity="warning">{t("form.pendingDraft")}</Alert>
              ) : null}
              <QueryState query={categories} retry={retry(categories.refetch)}>
                {(list) => (
                  <ServiceForm
                    key={service.id}
                    serviceId={service.id}
                    initial={contentToValues(working?.content ?? service.live)}
                    categories={list}
                    readOnly={inReview}
                  />
                )}
              </QueryState>
            </Stack>
          );
        }}
      </QueryState>
    </Frame>
  );
}
