// The auth feature's public face: other features import only from here (layer rule web-feature-boundaries).
export {
  completeLogin,
  enrolmentDone,
  type LoginOutcome,
  type LoginPageState,
  login,
  logout,
  pathAfterLogin,
  useResendConfirmation,
} from "./api.ts";
