// The team feature's public face: other features import only from here (layer rule web-feature-boundaries).

export type { TeamTarget } from "./api.ts";
export { TeamManager, type TeamManagerProps } from "./components/team-manager.tsx";
export { useManageUsersGate } from "./hooks/use-manage-users-gate.ts";
