// The associations feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { AssociatedClients } from "./components/associated-clients.tsx";
