import type { CompanyFunctions as CompanyFunctionsData } from "@mkt/contracts";
import { Alert, FormControlLabel, Grid, Stack, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCompanyFunctions, useSwitchFunction } from "../api.ts";

type FunctionItem = CompanyFunctionsData["functions"][number];

/**
 * Every function of §4 for one company, each with its switch (a company_function row), then the §6 page
 * permission keys: the pages of the profile menu (and the chat icon) its users may open.
 */
export function CompanyFunctions({ companyId }: { companyId: number }) {
  const { t } = useTranslation("product-config");
  const language = useLanguage();
  const { notify } = useNotice();
  const functions = useCompanyFunctions(companyId);
  const change = useSwitchFunction(companyId);
  const toggle = (state: string, enabled: boolean) =>
    change.mutate(
      { state, enabled },
      {
        onSuccess: () =>
          notify(
            t(enabled ? "functions.enabled" : "functions.disabled", {
              name: t(`functions.names.${state}`, state),
            }),
            "success",
          ),
        onError: (error) => notify(errorText(error, language), "error"),
      },
    );
  const section = (heading: string, help: string, items: FunctionItem[], testId: string) => (
    <Stack spacing={1} data-testid={testId}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      <Grid container spacing={1}>
        {items.map((f) => (
          <Grid key={f.state} size={{ xs: 12, sm: 6, xl: 4 }}>
            <FormControlLabel
              label={
                <Stack>
                  <Typography variant="body2">{t(`functions.names.${f.state}`, f.state)}</Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ fontFamily: "monospace", wordBreak: "break-all" }}
                  >
                    {f.state}
                  </Typography>
                </Stack>
              }
              control={
                <Switch
                  checked={f.enabled}
                  disabled={change.isPending}
                  onChange={(e) => toggle(f.state, e.target.checked)}
                  slotProps={{ input: { "data-testid": `function-${f.state}` } as object }}
                />
              }
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
  return (
    <QueryState query={functions} retry={{ label: t("retry"), onClick: () => void functions.refetch() }}>
      {(data) => (
        <Stack spacing={2} data-testid="company-functions">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {data.company.name}
          </Typography>
          <Alert severity="info">{t("functions.help")}</Alert>
          {section(
            t("functions.featuresHeading"),
            t("functions.featuresHelp"),
            data.functions.filter((f) => !f.page_key),
            "function-features",
          )}
          {section(
            t("functions.pagesHeading"),
            t("functions.pagesHelp"),
            data.functions.filter((f) => f.page_key),
            "function-page-keys",
          )}
        </Stack>
      )}
    </QueryState>
  );
}
