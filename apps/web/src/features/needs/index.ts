// The needs feature's public face: other features import only from here (layer rule web-feature-boundaries).

// The need form's pieces, reused by the open area's need form (a visitor's need, issue 16).
export { NeedCommonFields } from "./components/need-common-fields.tsx";
export { NeedTypeCard } from "./components/need-type-card.tsx";
export { PositionFields } from "./components/position-fields.tsx";
export {
  EMPTY_FP,
  EMPTY_POSITION,
  EMPTY_TM,
  type FpFormValues,
  fpToBody,
  needTypeOfParam,
  needTypeParam,
  type TmFormValues,
  tmToBody,
} from "./need-form-model.ts";
export { dateRange, formatDay, formatEuro } from "./need-format.ts";
