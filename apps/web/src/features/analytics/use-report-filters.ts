import { useEffect, useState } from "react";
import type { ReportFilters } from "./api.ts";
import { filterErrors } from "./components/report-filters.tsx";

export const DEFAULT_FILTERS: ReportFilters = {
  from: "",
  to: "",
  granularity: "week",
  brand: "",
  staff: false,
};

/**
 * The filters being edited and the last valid ones (what the reports are asked for): a change with a field error
 * keeps the previous figures on screen while the field explains what is wrong.
 */
export function useReportFilters() {
  const [draft, setDraft] = useState<ReportFilters>(DEFAULT_FILTERS);
  const [applied, setApplied] = useState<ReportFilters>(DEFAULT_FILTERS);
  useEffect(() => {
    if (Object.keys(filterErrors(draft)).length === 0) setApplied(draft);
  }, [draft]);
  return { draft, setDraft, applied };
}
