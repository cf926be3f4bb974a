// The email-preferences feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { EmailPreferencesCard } from "./components/email-preferences-card.tsx";
