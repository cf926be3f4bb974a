// The feedback feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { FeedbackSurvey } from "./components/feedback-survey.tsx";
export { ReviewRequestDialog } from "./components/review-request-dialog.tsx";
export { ShellFeedback } from "./components/shell-feedback.tsx";
