// The account feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { AvatarCard } from "./components/avatar-card.tsx";
export { ChangePasswordCard } from "./components/change-password-card.tsx";
export { ProfileDetailsCard } from "./components/profile-details-card.tsx";
export { TwoFactorCard } from "./components/two-factor-card.tsx";
export { TwoFactorCodeField } from "./components/two-factor-code-field.tsx";
export { YourDataCard } from "./components/your-data-card.tsx";
