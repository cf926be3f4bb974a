// The profiles module's public face: other modules import only from here (layer rule api-module-via-index).
export { initial, toListItem } from "./mappers.ts";
export { listProfileRows } from "./queries/profile-rows.ts";
