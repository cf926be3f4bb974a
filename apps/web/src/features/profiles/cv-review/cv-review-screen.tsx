import type { CvDraft, ProfileDetail } from "@mkt/contracts";
import DoneAll from "@mui/icons-material/DoneAll";
import Save from "@mui/icons-material/Save";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { spokenLanguageName, useSpokenLanguages } from "../../../shared/api/spoken-languages.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { StickyActionBar } from "../../../shared/components/sticky-action-bar.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSaveProfile } from "../api.ts";
import { detailToForm, type TechnologyOption } from "../profile-form-model.ts";
import { CvPreviewPane } from "./cv-preview-pane.tsx";
import { ReviewEditDialog } from "./review-edit-dialog.tsx";
import { itemSummary, ReviewItemRow } from "./review-item-row.tsx";
import {
  acceptAll,
  applyEdit,
  type ConfirmCheck,
  confirmCheck,
  decide,
  pendingItems,
  type ReviewItem,
  reviewStateOf,
} from "./review-model.ts";

const SECTIONS = [
  { id: "identity", kinds: ["name", "title", "seniority", "email", "phone", "city"] },
  { id: "skills", kinds: ["skills"] },
  { id: "languages", kinds: ["languages"] },
  { id: "experiences", kinds: ["experiences"] },
  { id: "certifications", kinds: ["certifications"] },
  { id: "education", kinds: ["education"] },
] as const;

export type CvReviewScreenProps = {
  cv: CvDraft;
  technologies: readonly TechnologyOption[];
  /** A freelancer's own profile: Confirm adds the kept items to it (PUT) instead of creating one. */
  base?: ProfileDetail;
  /** The profile was created (or the own profile filled) from the items kept. */
  onCreated: (profile: ProfileDetail) => void;
  onDiscard: () => void;
};

/**
 * Issue 19 item 4: the digitized CV as items beside the original. Low-confidence items are highlighted and
 * counted; each is accepted, edited or dropped; Confirm creates the profile (POST profiles) from exactly the items
 * kept. Nothing is sent before Confirm.
 */
export function CvReviewScreen({ cv, technologies, base, onCreated, onDiscard }: CvReviewScreenProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const [tab, setTab] = useState<"draft" | "original">("draft");
  const [state, setState] = useState(() => reviewStateOf(cv, technologies));
  const [editing, setEditing] = useState<ReviewItem | null>(null);
  const [check, setCheck] = useState<Extract<ConfirmCheck, { ok: false }> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSaveProfile();
  const spoken = useSpokenLanguages();
  const pending = pendingItems(state).length;
  const invalid = useMemo(() => new Set(check?.invalid.map((i) => i.key)), [check]);

  const confirm = async () => {
    setFailure(null);
    const result = confirmCheck(state, base ? detailToForm(base) : undefined);
    if (!result.ok) {
      setCheck(result);
      return;
    }
    setCheck(null);
    try {
      onCreated(await save.mutateAsync({ id: base?.id ?? null, body: result.body }));
    } catch (error) {
      setFailure(error);
    }
  };

  const summaryOf = (item: ReviewItem) =>
    itemSummary(item, state.values, t, {
      years: cv.draft.experience_years,
      language: (code) => spokenLanguageName(spoken.data, code, language),
    });

  const draftPane = (
    <Stack spacing={2} data-testid="review-draft">
      {SECTIONS.map((section) => {
        const items = state.items.filter((i) => (section.kinds as readonly string[]).includes(i.kind));
        if (items.length === 0) return null;
        return (
          <Box key={section.id} component="section" aria-labelledby={`review-${section.id}`}>
            <Typography
              id={`review-${section.id}`}
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              {t(`form.sections.${section.id}`)}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
              {items.map((item) => (
                <ReviewItemRow
                  key={item.key}
                  item={item}
                  decision={state.decisions[item.key] ?? "pending"}
                  summary={summaryOf(item)}
                  invalid={invalid.has(item.key)}
                  onDecide={(decision) => setState((s) => decide(s, item.key, decision))}
                  onEdit={() => setEditing(item)}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
  const originalPane = <CvPreviewPane uploadId={cv.cv_upload_id} kind={cv.kind} filename={cv.filename} />;

  return (
    <Stack spacing={2} data-testid="cv-review">
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("cv.review.heading")}
        </Typography>
        <Typography color="text.secondary">{t("cv.review.subtitle", { file: cv.filename })}</Typography>
      </Box>
      {cv.text_length === 0 ? (
        <Alert severity="warning">{t("cv.prefilledEmpty", { file: cv.filename })}</Alert>
      ) : null}
      <Alert
        severity={pending > 0 ? "warning" : "success"}
        data-testid="review-count"
        action={
          pending > 0 ? (
            <Button
              color="inherit"
              size="small"
              startIcon={<DoneAll />}
              onClick={() => setState(acceptAll)}
              data-testid="review-accept-all"
            >
              {t("cv.review.acceptAll")}
            </Button>
          ) : undefined
        }
      >
        {pending > 0 ? t("cv.review.toCheck", { count: pending }) : t("cv.review.allChecked")}
      </Alert>
      {wide ? (
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
            gap: 2,
            alignItems: "start",
          }}
        >
          {draftPane}
          <Box
            sx={{ position: "sticky", top: 16, height: "calc(100vh - 160px)" }}
            data-testid="review-original"
          >
            {originalPane}
          </Box>
        </Box>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, next) => setTab(next)}
            variant="fullWidth"
            aria-label={t("cv.review.tabs")}
          >
            <Tab
              value="draft"
              label={t("cv.review.tabDraft")}
              id="review-tab-draft"
              aria-controls="review-panel"
              data-testid="review-tab-draft"
            />
            <Tab
              value="original"
              label={t("cv.review.tabOriginal")}
              id="review-tab-original"
              aria-controls="review-panel"
              data-testid="review-tab-original"
            />
          </Tabs>
          <Box
            role="tabpanel"
            id="review-panel"
            aria-labelledby={`review-tab-${tab}`}
            sx={tab === "original" ? { height: "70vh" } : undefined}
            data-testid={tab === "original" ? "review-original" : undefined}
          >
            {tab === "draft" ? draftPane : originalPane}
          </Box>
        </>
      )}
      {check ? (
        <FormAlert>
          {check.pending > 0
            ? t("cv.review.stillToCheck", { count: check.pending })
            : t("cv.review.fixInvalid")}
        </FormAlert>
      ) : null}
      {failure ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
      <StickyActionBar sx={{ justifyContent: "flex-end", flexWrap: "wrap" }}>
        <Button onClick={onDiscard} disabled={save.isPending} data-testid="review-discard">
          {t("cv.review.discard")}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : <Save />}
          data-testid="review-confirm"
        >
          {base ? t("cv.review.confirmOwn") : t("cv.review.confirm")}
        </Button>
      </StickyActionBar>
      {editing ? (
        <ReviewEditDialog
          item={editing}
          values={state.values}
          onCancel={() => setEditing(null)}
          onSave={(values) => {
            setState((s) => applyEdit(s, editing, values));
            setCheck(null);
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
