import { brandHostFlags } from "@mkt/contracts";
import { Alert, Box, Button } from "@mui/material";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { useBrand } from "../../shared/api/general-api.ts";
import { PageLoader } from "../../shared/components/page-loader.tsx";
import { MAIN_CONTENT_ID } from "../../shared/components/skip-link.tsx";
import { errorText } from "../../shared/i18n/error-text.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useOpenAccess } from "./open-api.ts";
import { OpenExpiredPage } from "./open-expired-page.tsx";
import { OpenFrame } from "./open-frame.tsx";
import { hasOpenPage, OPEN_HOME_STATE, openPageOf } from "./open-pages.ts";
import { OpenPageCheckProvider, type OpenSession, OpenSessionProvider, openPath } from "./open-session.tsx";
import { rememberOpenVisit } from "./open-storage.ts";

/** The open token is refused: unknown, forged or expired (401 open.token_*). */
function isRefusedToken(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * `/open/:urlRedirect/:token/*` (spec §2.1 public layout, §4 open entry): checks the token, keeps the visit in
 * the session, shows header and sidebar only for sidebar=1 visits outside the distributor brand's host, and the
 * page of the state (a state without a page goes to the open home).
 */
export function OpenLayout() {
  const { t, i18n } = useTranslation("open");
  const language = useLanguage();
  const { urlRedirect = "", token = "" } = useParams();
  const [query] = useSearchParams();
  const access = useOpenAccess(token);
  const brand = useBrand();
  const data = access.data;

  useEffect(() => {
    if (!data) return;
    rememberOpenVisit(data);
    if (i18n.language !== data.language) void i18n.changeLanguage(data.language);
  }, [data, i18n]);

  if (access.isPending) return <PageLoader minHeight="100vh" />;
  if (access.isError) {
    if (isRefusedToken(access.error)) return <OpenExpiredPage />;
    return (
      <Box sx={{ p: 3, maxWidth: 560, mx: "auto" }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void access.refetch()}>
              {t("layout.retry")}
            </Button>
          }
        >
          {t("layout.loadError")} {errorText(access.error, language)}
        </Alert>
      </Box>
    );
  }

  // The brand tells whether this is the distributor's host: decide the frame once it is known (or failed).
  if (brand.isPending) return <PageLoader minHeight="100vh" />;
  const inside = access.data.inside || query.get("inside") === "1";
  const Page = openPageOf(urlRedirect);
  if (!Page) return <Navigate to={openPath(OPEN_HOME_STATE, token, { inside })} replace />;

  const session: OpenSession = {
    token,
    entry: access.data.urlRedirect,
    language: access.data.language,
    versionProduct: access.data.versionProduct,
    haveSidebar: access.data.have_sidebar,
    inside,
  };
  // The distributor brand's host (its brand's kind, issue 17) never shows the open sidebar (spec §2.1).
  const { distributorHost } = brandHostFlags(brand.data?.kind);
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );

  return (
    <OpenSessionProvider value={session}>
      <OpenPageCheckProvider value={hasOpenPage}>
        {session.haveSidebar && !distributorHost ? (
          <OpenFrame token={token} state={urlRedirect} inside={inside}>
            {page}
          </OpenFrame>
        ) : (
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            sx={{ minHeight: "100vh", bgcolor: "background.default" }}
          >
            {page}
          </Box>
        )}
      </OpenPageCheckProvider>
    </OpenSessionProvider>
  );
}
