// The analytics feature's public face: other features import only from here (layer rule web-feature-boundaries).
import { lazy } from "react";

/** The client dashboard's charts, loaded on demand so the chart library stays out of the shell's bundle. */
export const LazyClientCharts = lazy(() => import("./components/client-charts.tsx"));
/** The supplier dashboard's charts, loaded on demand like the client's. */
export const LazySupplierCharts = lazy(() => import("./components/supplier-charts.tsx"));
