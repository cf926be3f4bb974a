import CheckCircle from "@mui/icons-material/CheckCircle";
import Close from "@mui/icons-material/Close";
import Edit from "@mui/icons-material/Edit";
import Undo from "@mui/icons-material/Undo";
import WarningAmber from "@mui/icons-material/WarningAmber";
import { Box, Button, Stack, Typography } from "@mui/material";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { ProfileFormValues } from "../profile-form-model.ts";
import { type Decision, needsCheck, type ReviewItem } from "./review-model.ts";

/** One line of what an item holds, as the user will find it in the profile. */
export function itemSummary(
  item: ReviewItem,
  v: ProfileFormValues,
  t: TFunction<"profiles">,
  extra: { years: number | null; language: (code: string) => string },
): string {
  const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(" · ");
  switch (item.kind) {
    case "name":
      return join(`${v.firstname} ${v.lastname}`.trim());
    case "title":
    case "email":
    case "phone":
    case "city":
      return v[item.kind];
    case "seniority":
      return join(
        v.seniority ? t(`seniority.${v.seniority}`) : "",
        extra.years === null ? null : t("cv.review.years", { count: extra.years }),
      );
    case "skills": {
      const s = v.skills[item.index];
      return s
        ? join(s.name, t("cv.review.years", { count: Number(s.years) || 0 }), t(`skillLevel.${s.level as 1}`))
        : "";
    }
    case "languages": {
      const l = v.languages[item.index];
      return l ? join(extra.language(l.code), l.level ? t(`languageLevel.${l.level as "A1"}`) : "") : "";
    }
    case "experiences": {
      const e = v.experiences[item.index];
      return e ? join(e.role, e.company, `${e.start_date} – ${e.end_date || t("cv.review.present")}`) : "";
    }
    case "certifications": {
      const c = v.certifications[item.index];
      return c ? join(c.name, c.issuer, c.issued_on.slice(0, 4)) : "";
    }
    case "education": {
      const e = v.education[item.index];
      return e ? join(e.degree, e.institution, [e.start_year, e.end_year].filter(Boolean).join("–")) : "";
    }
  }
}

export type ReviewItemRowProps = {
  item: ReviewItem;
  decision: Decision;
  summary: string;
  /** The profile schema refuses this item as it is (shown after a Confirm). */
  invalid: boolean;
  onDecide: (decision: Decision) => void;
  onEdit: () => void;
};

/**
 * One item of the draft with its confidence. A low one that still waits is highlighted by colour, an icon and the
 * words "Check this"; the user accepts, edits or drops it (required items are edited, never dropped).
 */
export function ReviewItemRow({ item, decision, summary, invalid, onDecide, onEdit }: ReviewItemRowProps) {
  const { t } = useTranslation("profiles");
  const flagged = decision === "pending";
  const dropped = decision === "dropped";
  const percent = item.confidence === null ? null : Math.round(item.confidence * 100);
  const label = t(`cv.review.kinds.${item.kind}`);
  return (
    <Box
      component="li"
      data-testid="review-item"
      data-key={item.key}
      data-decision={decision}
      data-flagged={flagged ? "true" : "false"}
      sx={{
        listStyle: "none",
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderLeft: 4,
        borderColor: invalid ? "error.main" : flagged ? "warning.main" : "divider",
        bgcolor: (theme) => (flagged ? `${theme.palette.warning.main}14` : theme.palette.background.paper),
        opacity: dropped ? 0.6 : 1,
      }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between" }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {label}
            {" · "}
            {percent === null ? t("cv.review.confidenceUnknown") : t("cv.review.confidence", { percent })}
          </Typography>
          <Typography
            sx={{
              fontWeight: 600,
              textDecoration: dropped ? "line-through" : undefined,
              overflowWrap: "anywhere",
            }}
            data-testid="review-item-summary"
          >
            {summary || t("cv.review.missing")}
          </Typography>
          {flagged ? (
            <Typography
              variant="body2"
              sx={{ color: "warning.dark", display: "flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}
              data-testid="review-item-check"
            >
              <WarningAmber fontSize="small" aria-hidden />
              {t("cv.review.checkThis")}
            </Typography>
          ) : dropped ? (
            <Typography variant="body2" color="text.secondary">
              {t("cv.review.dropped")}
            </Typography>
          ) : needsCheck(item) ? (
            <Typography
              variant="body2"
              sx={{ color: "success.dark", display: "flex", alignItems: "center", gap: 0.5 }}
            >
              <CheckCircle fontSize="small" aria-hidden />
              {t("cv.review.checked")}
            </Typography>
          ) : null}
          {invalid ? (
            <Typography variant="body2" color="error" role="alert">
              {t("cv.review.invalidItem")}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, alignItems: "flex-start" }}>
          {dropped ? (
            <Button
              size="small"
              startIcon={<Undo />}
              onClick={() => onDecide("pending")}
              data-testid="review-restore"
            >
              {t("cv.review.restore")}
            </Button>
          ) : (
            <>
              {flagged ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<CheckCircle />}
                  onClick={() => onDecide("accepted")}
                  aria-label={t("cv.review.acceptItem", { item: label })}
                  data-testid="review-accept"
                >
                  {t("cv.review.accept")}
                </Button>
              ) : null}
              <Button
                size="small"
                startIcon={<Edit />}
                onClick={onEdit}
                aria-label={t("cv.review.editItem", { item: label })}
                data-testid="review-edit"
              >
                {t("cv.review.edit")}
              </Button>
              {item.required ? null : (
                <Button
                  size="small"
                  color="error"
                  startIcon={<Close />}
                  onClick={() => onDecide("dropped")}
                  aria-label={t("cv.review.dropItem", { item: label })}
                  data-testid="review-drop"
                >
                  {t("cv.review.drop")}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
