import { openFreePlanSchema } from "@mkt/contracts";
import { Alert } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../shared/api/http-client.ts";
import { useOpenSession } from "./open-session.tsx";

/** GET open/getFreePlanOpen: the free plan's limits (the plans table's, never a number kept in the web). */
function useOpenFreePlan() {
  const { token } = useOpenSession();
  return useQuery({
    queryKey: ["open", "free-plan", token] as const,
    queryFn: ({ signal }) =>
      apiRequest("open/getFreePlanOpen", openFreePlanSchema, { signal, query: { token } }),
    staleTime: 30 * 60_000,
  });
}

/**
 * On the visitor's need form, before sending (issue 16 item 4): how many open positions (T&M) or projects (fixed
 * price) the free plan the new company starts on holds; a warning when the need holds more, since such a need is
 * not published at registration. Nothing while the limits load, when they fail, or when the plan has no limit.
 */
export function OpenPlanNotice({ kind, adding }: { kind: "positions" | "projects"; adding: number }) {
  const { t } = useTranslation("open-browse");
  const plan = useOpenFreePlan();
  const max = kind === "positions" ? plan.data?.max_position : plan.data?.max_project;
  if (max === null || max === undefined) return null;
  const over = adding > max;
  return (
    <Alert severity={over ? "warning" : "info"} role="status" data-testid="open-need-plan-notice">
      {t(kind === "positions" ? "need.planPositions" : "need.planProjects", { count: max })}
      {over ? ` ${t("need.planOver")}` : null}
    </Alert>
  );
}
