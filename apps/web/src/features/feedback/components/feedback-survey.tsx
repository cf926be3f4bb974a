import { type SessionUser, SURVEY_AUTO_CLOSE_MS, SURVEY_OPEN_DELAY_MS } from "@mkt/contracts";
import { Dialog } from "@mui/material";
import { lazy, Suspense, useEffect, useState } from "react";
import { useBrand } from "../../../shared/api/general-api.ts";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { useOverlayTurn } from "../../../shared/overlays/index.ts";
import { getSession, saveUser } from "../../../shared/session/session-store.ts";
import { hideSurveyForSession, isMarketplaceBrand, offersSurvey, readShowTypeform } from "../survey-rules.ts";
import { SurveyThanks } from "./survey-thanks.tsx";

/**
 * The form (react-hook-form, the rating, the contracts' schema) is its own chunk, so the signed-in shell does not
 * download it before every page (issue 20, Speed): it is fetched as soon as the survey is offered, 3 s before the
 * survey opens.
 */
const loadSurveyForm = () => import("./survey-form.tsx");
const SurveyForm = lazy(() => loadSurveyForm().then((module) => ({ default: module.SurveyForm })));

export type FeedbackSurveyProps = { user: SessionUser; versionProduct: number };

type Phase = "waiting" | "form" | "thanks" | "closed";

/**
 * §4 feedback survey, mounted once in the shell: it opens 3 s after the shell loads when the rule holds.
 * Closing it sets showTypeform to 0 (not offered again this session); answering records it on the server,
 * marks the session user's send_feedback and closes 2 s after the thank-you.
 */
export function FeedbackSurvey({ user, versionProduct }: FeedbackSurveyProps) {
  const brand = useBrand();
  const [showTypeform, setShowTypeform] = useState(readShowTypeform);
  const [phase, setPhase] = useState<Phase>("waiting");
  const offered = offersSurvey(user, versionProduct, showTypeform, isMarketplaceBrand(brand.data));

  useEffect(() => {
    if (offered) void loadSurveyForm();
  }, [offered]);

  useEffect(() => {
    if (!offered || phase !== "waiting") return;
    const timer = window.setTimeout(() => setPhase("form"), SURVEY_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offered, phase]);

  useEffect(() => {
    if (phase !== "thanks") return;
    const timer = window.setTimeout(() => setPhase("closed"), SURVEY_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const close = () => {
    hideSurveyForSession();
    setShowTypeform(0);
    setPhase("closed");
  };
  const answered = (sendFeedback: number) => {
    const current = getSession()?.user;
    if (current) saveUser({ ...current, send_feedback: sendFeedback });
    setPhase((now) => (now === "form" ? "thanks" : now));
  };

  // Last in the overlay queue (docs/ui-overlays.md): it waits for every other first-login overlay.
  const open = useOverlayTurn("feedback-survey", phase === "form" || phase === "thanks");
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="feedback-survey-title"
      maxWidth="sm"
      fullWidth
      data-testid="feedback-survey"
    >
      {phase === "thanks" ? (
        <SurveyThanks onClose={close} />
      ) : (
        <Suspense fallback={<PageLoader minHeight={240} />}>
          <SurveyForm brandName={brand.data?.name ?? ""} onClose={close} onAnswered={answered} />
        </Suspense>
      )}
    </Dialog>
  );
}
