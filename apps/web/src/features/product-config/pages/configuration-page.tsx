import { isRoleId, ROLE } from "@mkt/contracts";
import { Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { useConfiguration } from "../api.ts";
import { ConfigurationForm } from "../components/configuration-form.tsx";
import { DocumentKindsEditor } from "../components/document-kinds-editor.tsx";
import { useDocumentationSettings } from "../document-kinds-api.ts";

/**
 * /configuration (staff): the Administrator edits the product configuration and the document kinds companies
 * send; Admin Management reads both.
 */
export function ConfigurationPage() {
  const { t } = useTranslation("product-config");
  const session = useSession();
  const configuration = useConfiguration();
  const documentKinds = useDocumentationSettings();
  const isAdministrator =
    session !== null && isRoleId(session.user.role_id) && session.user.role_id === ROLE.ADMINISTRATOR;
  return (
    <Stack spacing={2}>
      <Card data-testid="configuration-page">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t("configuration.heading")}
          </Typography>
          <QueryState
            query={configuration}
            retry={{ label: t("retry"), onClick: () => void configuration.refetch() }}
          >
            {(data) => <ConfigurationForm configuration={data} readOnly={!isAdministrator} />}
          </QueryState>
        </CardContent>
      </Card>
      <Card data-testid="document-kinds-card">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t("documentKinds.heading")}
          </Typography>
          <QueryState
            query={documentKinds}
            retry={{ label: t("retry"), onClick: () => void documentKinds.refetch() }}
          >
            {(data) => <DocumentKindsEditor settings={data} readOnly={!isAdministrator} />}
          </QueryState>
        </CardContent>
      </Card>
    </Stack>
  );
}
