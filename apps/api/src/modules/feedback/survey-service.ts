import { type SurveyResult, type surveyBodySchema, surveyRoleLabel } from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { AuthContext } from "../auth/index.ts";
import { insertSurveyAnswerOnce, setUserSentFeedback } from "./queries.ts";

/**
 * §4 survey answer: one per user. The answer (with the role label of the caller's role) and the user's
 * send_feedback flag are written together; a second answer is refused.
 */
export async function answerSurvey(
  ctx: AppContext,
  auth: AuthContext,
  input: z.output<typeof surveyBodySchema>,
): Promise<SurveyResult> {
  return ctx.database.db.transaction(async (tx) => {
    const inserted = await insertSurveyAnswerOnce(tx, {
      userId: auth.row.userId,
      companyId: auth.row.companyId,
      roleLabel: surveyRoleLabel(auth.roleId),
      language: input.language,
      recommend: input.recommend,
      satisfaction: input.satisfaction,
      comment: input.comment ? input.comment : null,
    });
    if (!inserted) throw new AppError("feedback.survey_already_answered");
    await setUserSentFeedback(tx, auth.row.userId);
    return { send_feedback: 1 };
  });
}
