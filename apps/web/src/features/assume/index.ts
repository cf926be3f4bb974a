// The assume feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { ActAsUserCard } from "./components/act-as-user-card.tsx";
export { AssumedUserBanner } from "./components/assumed-user-banner.tsx";
export { useReturnBack } from "./hooks/use-return-back.ts";
