// The legal feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { LEGAL_PATHS } from "./components/legal-dialog.tsx";
export { TermsLinks } from "./components/terms-links.tsx";
export { TermsUpdateDialog } from "./components/terms-update-dialog.tsx";
