import { formatDayMonthYear, type SavedProfile } from "@mkt/contracts";
import EditNote from "@mui/icons-material/EditNote";
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  LinearProgress,
  Stack,
  TablePagination,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useRequestAvailabilityAction } from "../../availability/index.ts";
import { ShareProfileButton, ShareShortlistButton } from "../../public-links/index.ts";
import { useSavedProfiles, useUpdateSavedNote } from "../api.ts";
import { NoteDialog } from "../components/note-dialog.tsx";
import { ResultCard } from "../components/result-card.tsx";
import { useSaveToggle } from "../hooks/use-save-toggle.tsx";

const PAGE_SIZES = [10, 20, 50];

/** §2.2 saved_profiles: the company's saved profiles with their private notes (edit, unsave). */
export function SavedProfilesPage() {
  const { t } = useTranslation("search");
  const { notify } = useNotice();
  const [params, setParams] = useAddressParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const limitRaw = Number(params.get("limit"));
  const limit = PAGE_SIZES.includes(limitRaw) ? limitRaw : 20;
  const list = useSavedProfiles(page, limit);
  const saving = useSaveToggle();
  const availability = useRequestAvailabilityAction();
  const updateNote = useUpdateSavedNote();
  const [editing, setEditing] = useState<SavedProfile | null>(null);
  const go = (nextPage: number, nextLimit = limit) => {
    const next = new URLSearchParams();
    if (nextPage > 1) next.set("page", String(nextPage));
    if (nextLimit !== 20) next.set("limit", String(nextLimit));
    setParams(next);
  };
  const data = list.data;
  // The last profile of a page was removed: step back to the last page that has some.
  const stepBack = data && data.items.length === 0 && data.total > 0 && page > 1;
  useEffect(() => {
    if (stepBack && data) setParams(new URLSearchParams({ page: String(Math.ceil(data.total / limit)) }));
  }, [stepBack, data, limit, setParams]);

  return (
    <Card data-testid="saved-profiles-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("saved.heading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("saved.subtitle")}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <ShareShortlistButton
            profiles={(data?.items ?? []).map((s) => ({ id: s.profile.id, title: s.profile.title }))}
          />
        </Box>
        <Box sx={{ position: "relative" }} aria-busy={list.isFetching}>
          {list.isPlaceholderData ? (
            <LinearProgress
              sx={{ position: "absolute", top: -8, left: 0, right: 0 }}
              aria-label={t("loading")}
            />
          ) : null}
          {list.isPending ? (
            <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
              <CircularProgress aria-label={t("loading")} />
            </Box>
          ) : list.isError ? (
            <ErrorAlert
              error={list.error}
              retry={{ label: t("retry"), onClick: () => void list.refetch() }}
            />
          ) : data && data.total === 0 ? (
            <Box sx={{ textAlign: "center", py: 6 }} data-testid="saved-empty">
              <Typography sx={{ fontWeight: 600 }}>{t("saved.empty")}</Typography>
              <Button component={RouterLink} to="/profile_available" sx={{ mt: 1 }}>
                {t("saved.goSearch")}
              </Button>
            </Box>
          ) : data ? (
            <Stack spacing={1.5}>
              {data.items.map((saved) => (
                <ResultCard
                  key={saved.profile.id}
                  profile={saved.profile}
                  onToggleSave={saving.toggle}
                  savePending={saving.pending}
                  actions={
                    <>
                      {availability.button(saved.profile)}
                      <ShareProfileButton profile={{ id: saved.profile.id, title: saved.profile.title }} />
                    </>
                  }
                >
                  <Divider sx={{ my: 1.5 }} />
                  <Stack
                    direction={{ xs: "column", sm: "row" }}
                    spacing={1}
                    sx={{ alignItems: { sm: "flex-start" }, justifyContent: "space-between" }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="caption" color="text.secondary">
                        {t("saved.note")} ·{" "}
                        {t("saved.savedOn", { date: formatDayMonthYear(new Date(saved.saved_at)) })}
                      </Typography>
                      <Typography
                        sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}
                        color={saved.note ? "text.primary" : "text.secondary"}
                        data-testid="saved-note"
                      >
                        {saved.note || t("saved.noNote")}
                      </Typography>
                    </Box>
                    <Button
                      size="small"
                      startIcon={<EditNote />}
                      onClick={() => setEditing(saved)}
                      sx={{ flexShrink: 0 }}
                      data-testid="saved-edit-note"
                    >
                      {t("saved.editNote")}
                    </Button>
                  </Stack>
                </ResultCard>
              ))}
              <TablePagination
                component="div"
                count={data.total}
                page={data.page - 1}
                rowsPerPage={data.limit}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(_, next) => go(next + 1)}
                onRowsPerPageChange={(event) => go(1, Number(event.target.value))}
                labelRowsPerPage={t("available.perPage")}
                labelDisplayedRows={({ from, to, count }) => t("available.displayed", { from, to, count })}
              />
            </Stack>
          ) : null}
        </Box>
      </CardContent>
      {saving.dialog}
      {availability.dialog}
      {editing ? (
        <NoteDialog
          title={t("saved.editNote")}
          confirmLabel={t("saved.saveNote")}
          initialNote={editing.note}
          pending={updateNote.isPending}
          onCancel={() => setEditing(null)}
          onConfirm={async (note) => {
            await updateNote.mutateAsync({ profile_id: editing.profile.id, note });
            setEditing(null);
            notify(t("save.noteSaved"), "success");
          }}
        />
      ) : null}
    </Card>
  );
}
