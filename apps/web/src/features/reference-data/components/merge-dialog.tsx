import type { MergePreview, MergeResult } from "@mkt/contracts";
import {
  Alert,
  Autocomplete,
  Box,
  CircularProgress,
  List,
  ListItem,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";

export type MergeOption = { id: number; label: string };

export type MergeDialogProps = {
  /** The duplicate being merged away. */
  entry: MergeOption;
  /** Entries that may survive, for a search word (the caller leaves out merged ones). */
  loadCandidates: (word: string) => Promise<MergeOption[]>;
  preview: { data: MergePreview | undefined; isLoading: boolean; error: unknown };
  merge: {
    mutateAsync: (input: { id: number; survivorId: number }) => Promise<MergeResult>;
    isPending: boolean;
    error: unknown;
  };
  /** Says what happens to the duplicate afterwards (disabled, deleted). */
  outcome: string;
  onClose: () => void;
  onMerged: (result: MergeResult, survivor: MergeOption) => void;
};

/** Merge a duplicate into the entry that survives: pick it, see how many references move, confirm. */
export function MergeDialog({
  entry,
  loadCandidates,
  preview,
  merge,
  outcome,
  onClose,
  onMerged,
}: MergeDialogProps) {
  const { t } = useTranslation("reference-data");
  const [word, setWord] = useState("");
  const [debounced, setDebounced] = useState("");
  const [survivor, setSurvivor] = useState<MergeOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(word), 250);
    return () => clearTimeout(timer);
  }, [word]);
  const candidates = useQuery({
    queryKey: ["reference-data", "merge-candidates", entry.id, debounced],
    queryFn: () => loadCandidates(debounced),
    gcTime: 0,
  });
  const options = (candidates.data ?? []).filter((o) => o.id !== entry.id);

  return (
    <FormDialog
      title={t("merge.title", { name: entry.label })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!survivor) return;
        void merge
          .mutateAsync({ id: entry.id, survivorId: survivor.id })
          .then((result) => onMerged(result, survivor))
          .catch(() => undefined);
      }}
      pending={merge.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("merge.submit")}
      submitColor="warning"
      submitDisabled={!survivor}
      submitTestId="merge-submit"
      testId="merge-dialog"
      error={merge.error}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t("merge.intro", { name: entry.label })}
      </Typography>
      <Autocomplete
        options={options}
        value={survivor}
        onChange={(_, value) => setSurvivor(value)}
        inputValue={word}
        onInputChange={(_, value) => setWord(value)}
        filterOptions={(list) => list}
        getOptionLabel={(o) => o.label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={candidates.isFetching}
        noOptionsText={t("merge.noCandidates")}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("merge.survivor")}
            required
            slotProps={{ htmlInput: { ...params.inputProps, "data-testid": "merge-survivor" } }}
          />
        )}
      />
      <Box sx={{ mt: 2 }} data-testid="merge-preview" aria-live="polite">
        {preview.isLoading ? (
          <CircularProgress size={20} />
        ) : preview.data ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t("merge.moves", { count: preview.data.total })}
            </Typography>
            <List dense disablePadding>
              {preview.data.references.map((r) => (
                <ListItem key={r.table} disableGutters data-testid={`merge-count-${r.table}`}>
                  {t(`merge.table.${r.table}`, { count: r.count, defaultValue: `${r.table}: ${r.count}` })}
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
        {preview.error ? <Alert severity="error">{t("merge.previewFailed")}</Alert> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {outcome}
      </Typography>
    </FormDialog>
  );
}
