import { Stack } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { BrowserOnly } from "../../../shared/components/browser-only.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { clientDashboardQuery, supplierDashboardQuery } from "../api.ts";
import { WelcomeCard } from "../components/welcome-card.tsx";
import { homeBlocksKind } from "../home-blocks-kind.ts";

/**
 * The blocks come in a chunk of their own, requested as the page first renders: the welcome, the page's largest
 * element, is painted once the shell and this light module are in, while the blocks' code (the cards, their
 * dialogs and forms: about 130 KB gzip) and then their data follow (issue 20, Speed). Not at module scope: the
 * freelancer's profile page imports this module and renders it only for other roles.
 */
const HomeBlocks = lazy(() =>
  import("../components/home-blocks.tsx").then((module) => ({ default: module.HomeBlocks })),
);

/**
 * The §2.3 home of a role: who is signed in, then the blocks with the company's real numbers and their trends, the
 * company, its documentation and what to do next (HomeBlocks).
 */
export function HomePage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const kind = session ? homeBlocksKind(session.user.role_id) : null;
  // The blocks' numbers are requested with the welcome, not once the blocks' code has arrived.
  useEffect(() => {
    if (kind === "client") void queryClient.prefetchQuery(clientDashboardQuery);
    if (kind === "supplier") void queryClient.prefetchQuery(supplierDashboardQuery);
  }, [queryClient, kind]);
  if (!session) return null;
  const { user } = session;
  return (
    <Stack spacing={3} data-testid="home-page">
      <WelcomeCard user={user} />
      <BrowserOnly>
        <Suspense fallback={null}>
          <HomeBlocks user={user} kind={kind} />
        </Suspense>
      </BrowserOnly>
    </Stack>
  );
}
