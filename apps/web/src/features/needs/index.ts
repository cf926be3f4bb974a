// The needs feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { dateRange, formatDay, formatEuro } from "./need-format.ts";
