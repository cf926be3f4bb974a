// The dashboard feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { HomePage } from "./pages/home-page.tsx";
