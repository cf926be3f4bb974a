// The shell feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { PageHelpContent, type PageHelpContentProps } from "./components/page-help-dialog.tsx";
