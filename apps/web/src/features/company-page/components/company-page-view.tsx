import {
  COMPANY_PAGE_PROFILES,
  type CompanyPublicPage,
  canChat,
  isRoleId,
  opensPublishedProfile,
  roleIn,
  SERVICE_SEARCH_ROLES,
} from "@mkt/contracts";
import Chat from "@mui/icons-material/Chat";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { isImplementedState } from "../../../shared/routing/implemented-states.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { useTrackView } from "../../../shared/tracking/index.ts";
import { findServicePath } from "../../find-services/index.ts";
import { useCompanyPage } from "../api.ts";
import { chatWithPath } from "../company-page-params.ts";
import { CompanyHeader } from "./company-header.tsx";
import { CompanyProfilesGrid } from "./company-profiles-grid.tsx";

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card component="section" data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Whether the viewer may open the catalogue (Find Services), where a service's detail lives. */
function mayFindServices(roleId: number | undefined): boolean {
  return roleIn(SERVICE_SEARCH_ROLES, roleId) && isImplementedState("find_services");
}

export type CompanyPageViewProps = { companyId: number | null };

/** A company's page as the signed-in company sees it, with a Message button when the two may chat. */
export function CompanyPageView({ companyId }: CompanyPageViewProps) {
  const { t } = useTranslation("company-page");
  const language = useLanguage();
  const session = useSession();
  const [profilesPage, setProfilesPage] = useState(1);
  const page = useCompanyPage(companyId, profilesPage);
  useTrackView("company_detail", page.data ? { company_id: page.data.id } : null);

  if (companyId === null || page.isError)
    return (
      <Alert severity="warning" data-testid="company-page-error">
        {page.isError ? errorText(page.error, language) : t("notFound")}
      </Alert>
    );
  if (!page.data)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  const data: CompanyPublicPage = page.data;
  const own = session?.user.company_id === data.id;
  const chat =
    !own && session && canChat(session.user.company_type, data.type) && isImplementedState("chat_component");
  const supplySide = data.type !== "client";
  const serviceLinks = mayFindServices(session?.user.role_id);
  return (
    <Stack spacing={2} data-testid="company-page">
      <CompanyHeader
        page={data}
        actions={
          chat ? (
            <Button
              variant="contained"
              startIcon={<Chat />}
              component={RouterLink}
              to={chatWithPath(data.id)}
              data-testid="company-page-message"
            >
              {t("message")}
            </Button>
          ) : null
        }
      />
      <Section title={t("about")} testId="company-page-about">
        <Typography
          sx={{ whiteSpace: "pre-line" }}
          color={data.description ? "text.primary" : "text.secondary"}
        >
          {data.description || t("noDescription")}
        </Typography>
      </Section>
      {supplySide ? (
        <Section
          title={t("profiles.title", { count: data.published_profiles })}
          testId="company-page-profiles"
        >
          {data.profiles.length === 0 ? (
            <Typography color="text.secondary">{t("profiles.none")}</Typography>
          ) : (
            <Stack spacing={1.5}>
              <CompanyProfilesGrid
                profiles={data.profiles}
                linked={
                  session !== null &&
                  isRoleId(session.user.role_id) &&
                  opensPublishedProfile(session.user.role_id, own)
                }
              />
              <ListPagination
                count={Math.ceil(data.published_profiles / COMPANY_PAGE_PROFILES)}
                page={profilesPage}
                onChange={setProfilesPage}
                testId="company-page-profiles-pages"
              />
            </Stack>
          )}
        </Section>
      ) : null}
      {supplySide ? (
        <Section title={t("services.title")} testId="company-page-services">
          {data.services.length === 0 ? (
            <Typography color="text.secondary">{t("services.none")}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {data.services.map((s) => (
                <Box key={s.id} data-testid={`company-page-service-${s.id}`}>
                  {serviceLinks ? (
                    <Link
                      component={RouterLink}
                      to={findServicePath(s.id)}
                      sx={{ fontWeight: 600 }}
                      data-testid="company-page-service-link"
                    >
                      {s.name}
                    </Link>
                  ) : (
                    <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
                  )}
                  {s.description ? (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
                      {s.description}
                    </Typography>
                  ) : null}
                </Box>
              ))}
            </Stack>
          )}
        </Section>
      ) : null}
    </Stack>
  );
}
