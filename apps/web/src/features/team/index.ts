// The team feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { useManageUsersGate } from "./hooks/use-manage-users-gate.ts";
