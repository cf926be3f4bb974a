// The assume feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { ActAsUserCard } from "./components/act-as-user-card.tsx";
