// The staff-accounts feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { FreelanceVerificationBlock } from "./components/freelance-verification-block.tsx";
