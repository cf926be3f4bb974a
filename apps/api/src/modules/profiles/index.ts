// The profiles module's public face: other modules import only from here (layer rule api-module-via-index).

export type { Manager } from "./access.ts";
export { createProfile } from "./edit-profile.ts";
export { initial, toDetail, toListItem } from "./mappers.ts";
export { findProfile, profileChildren } from "./queries/profile-detail.ts";
export { listProfileRows } from "./queries/profile-rows.ts";
export { listTechnologies } from "./read-profile.ts";
