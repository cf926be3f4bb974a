// The availability feature's public face: other features import only from here (layer rule web-feature-boundaries).
export {
  useAnswerAvailability,
  useAvailabilityRequests,
  useCancelAvailability,
  usePositionOptions,
} from "./api.ts";
export { AnswerDialog } from "./components/answer-dialog.tsx";
export { AvailabilityStatusChip } from "./components/status-chip.tsx";
export { useRequestAvailabilityAction } from "./hooks/use-request-availability.tsx";
