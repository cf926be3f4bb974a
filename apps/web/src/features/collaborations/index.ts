// The collaborations feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { ProfileFeedbackSection } from "./components/profile-feedback-section.tsx";
export { StartCollaborationButton } from "./components/start-collaboration-button.tsx";
export { formatDate } from "./format.ts";
