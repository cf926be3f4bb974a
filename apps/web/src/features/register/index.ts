// The register feature's public face: other features import only from here (layer rule web-feature-boundaries).

export { CountryField } from "./components/country-field.tsx";
export { ROLE_OPTIONS } from "./role-options.ts";
