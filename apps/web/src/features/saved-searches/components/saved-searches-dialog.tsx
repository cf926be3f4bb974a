import type { SavedSearch, SavedSearchKind } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from "../api.ts";
import { NameDialog } from "./name-dialog.tsx";

export type SavedSearchesDialogProps = { kind: SavedSearchKind; onClose: () => void };

/**
 * The user's saved searches of this kind: open one (its criteria go back into the search page's address), rename
 * it, switch its e-mail alert, delete it after a confirmation.
 */
export function SavedSearchesDialog({ kind, onClose }: SavedSearchesDialogProps) {
  const { t } = useTranslation("saved-searches");
  const language = useLanguage();
  const titleId = useId();
  const navigate = useNavigate();
  const notice = useNotice();
  const list = useSavedSearches(kind);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const failed = (error: unknown) => notice.notify(errorText(error, language), "error");

  const open = (search: SavedSearch) => {
    onClose();
    navigate(search.path);
  };
  const toggle = (search: SavedSearch, alert: boolean) =>
    update.mutate(
      { id: search.id, body: { alert } },
      {
        onSuccess: () => notice.notify(alert ? t("alertOn") : t("alertOff"), "success"),
        onError: failed,
      },
    );

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        data-testid="saved-searches-dialog"
      >
        <DialogTitle id={titleId}>{t("listTitle")}</DialogTitle>
        <DialogContent dividers>
          <QueryState
            query={list}
            retry={{ label: t("retry"), onClick: () => void list.refetch() }}
            isEmpty={(page) => page.items.length === 0}
            emptyText={t(`empty.${kind}`)}
            emptyTestId="saved-searches-empty"
          >
            {(page) => (
              <List disablePadding aria-label={t("listTitle")}>
                {page.items.map((search) => (
                  <ListItem
                    key={search.id}
                    divider
                    disableGutters
                    data-testid={`saved-search-${search.id}`}
                    sx={{ flexWrap: "wrap", gap: 1 }}
                  >
                    <Stack sx={{ flex: "1 1 200px", minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                        {search.name}
                      </Typography>
                      <FormControlLabel
                        label={t("alert")}
                        control={
                          <Switch
                            size="small"
                            checked={search.alert}
                            disabled={update.isPending}
                            onChange={(event) => toggle(search, event.target.checked)}
                            slotProps={{
                              input: {
                                "aria-label": t("alertOf", { name: search.name }),
                                "data-testid": "saved-search-alert-toggle",
                              } as object,
                            }}
                          />
                        }
                      />
                    </Stack>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                      <Button
                        variant="contained"
                        size="small"
                        onClick={() => open(search)}
                        aria-label={t("openOf", { name: search.name })}
                        data-testid="saved-search-open"
                      >
                        {t("open")}
                      </Button>
                      <IconButton
                        onClick={() => setRenaming(search)}
                        aria-label={t("renameOf", { name: search.name })}
                        data-testid="saved-search-rename"
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        onClick={() => setDeleting(search)}
                        aria-label={t("deleteOf", { name: search.name })}
                        data-testid="saved-search-delete"
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Stack>
                  </ListItem>
                ))}
              </List>
            )}
          </QueryState>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} data-testid="saved-searches-close">
            {t("close")}
          </Button>
        </DialogActions>
      </Dialog>
      {renaming ? (
        <NameDialog
          title={t("renameTitle")}
          submitLabel={t("rename")}
          initial={{ name: renaming.name, alert: renaming.alert }}
          withAlert={false}
          pending={update.isPending}
          onCancel={() => setRenaming(null)}
          onConfirm={async ({ name }) => {
            await update.mutateAsync({ id: renaming.id, body: { name } });
            setRenaming(null);
            notice.notify(t("renamed"), "success");
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle")}
        text={t("deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notice.notify(t("deleted"), "success");
            },
            onError: (error) => {
              setDeleting(null);
              failed(error);
            },
          });
        }}
      />
    </>
  );
}
