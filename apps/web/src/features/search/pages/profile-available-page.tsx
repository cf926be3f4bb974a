import { Card, CardContent, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BrowserOnly } from "../../../shared/components/browser-only.tsx";
import { profileSearchQuery } from "../api.ts";
import { searchFromParams, studentsOnlyFilters } from "../search-filters.ts";

/**
 * The search's toolbar, filters and results come in a chunk of their own, requested as the page first renders: the
 * heading and its line, the page's largest element, are painted once the shell and this light module are in, while
 * the results' code (fields, selects, dialogs: about 90 KB gzip) arrives with the first page of results, requested
 * at the same time (issue 20, Speed).
 */
const TalentSearchBody = lazy(() =>
  import("../components/talent-search-body.tsx").then((module) => ({ default: module.TalentSearchBody })),
);

/** §2.2 profile_available: the talent search, every filter in the address (shareable, back button restores). */
export function ProfileAvailablePage() {
  const { t } = useTranslation("search");
  return (
    <TalentSearch
      heading={t("available.heading")}
      subtitle={t("available.subtitle")}
      testId="profile-available-page"
    />
  );
}

export type TalentSearchProps = {
  heading: string;
  subtitle: string;
  testId: string;
  /** Only students' profiles (§2.2 accademy_profiles): the profile-type filter is fixed and not shown. */
  studentsOnly?: boolean;
};

/** The talent search screen: its heading, then search box, sort, filters, facets, result cards, pages. */
export function TalentSearch({ heading, subtitle, testId, studentsOnly = false }: TalentSearchProps) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = searchFromParams(params);
  const searched = studentsOnly ? studentsOnlyFilters(filters) : filters;
  // The first page of results is requested with the heading, not once the results' code has arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened with.
  useEffect(() => {
    void queryClient.prefetchQuery(profileSearchQuery(searched));
  }, [queryClient]);
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
        <BrowserOnly>
          <Suspense fallback={null}>
            <TalentSearchBody studentsOnly={studentsOnly} />
          </Suspense>
        </BrowserOnly>
      </CardContent>
    </Card>
  );
}
