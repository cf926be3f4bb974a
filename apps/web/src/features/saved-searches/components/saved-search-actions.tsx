import { canSaveSearch, type SavedSearchKind } from "@mkt/contracts";
import BookmarkAddOutlined from "@mui/icons-material/BookmarkAddOutlined";
import BookmarksOutlined from "@mui/icons-material/BookmarksOutlined";
import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { useCreateSavedSearch } from "../api.ts";
import { NameDialog } from "./name-dialog.tsx";
import { SavedSearchesDialog } from "./saved-searches-dialog.tsx";

export type SavedSearchActionsProps = {
  kind: SavedSearchKind;
  /** The search on screen, as the search's own request (paging is left out by the API's schema). */
  criteria: Record<string, unknown>;
  /** A name to suggest (the search word). */
  suggestedName?: string;
};

/**
 * "Save search" (a name and the e-mail alert switch) and "Saved searches" (the list), on the talent search and the
 * services catalogue; shown only to the roles that keep saved searches of that kind.
 */
export function SavedSearchActions({ kind, criteria, suggestedName = "" }: SavedSearchActionsProps) {
  const { t } = useTranslation("saved-searches");
  const roleId = useSession()?.user.role_id;
  const notice = useNotice();
  const create = useCreateSavedSearch();
  const [saving, setSaving] = useState(false);
  const [listing, setListing] = useState(false);
  if (!canSaveSearch(roleId, kind)) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap", rowGap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<BookmarkAddOutlined />}
        onClick={() => setSaving(true)}
        data-testid="saved-search-save"
      >
        {t("save")}
      </Button>
      <Button
        startIcon={<BookmarksOutlined />}
        onClick={() => setListing(true)}
        data-testid="saved-searches-open"
      >
        {t("list")}
      </Button>
      {saving ? (
        <NameDialog
          title={t("saveTitle")}
          submitLabel={t("saveConfirm")}
          initial={{ name: suggestedName.slice(0, 80), alert: true }}
          withAlert
          pending={create.isPending}
          onCancel={() => setSaving(false)}
          onConfirm={async ({ name, alert }) => {
            await create.mutateAsync({ kind, name, alert, criteria } as Parameters<
              typeof create.mutateAsync
            >[0]);
            setSaving(false);
            notice.notify(alert ? t("savedWithAlert") : t("saved"), "success");
          }}
        />
      ) : null}
      {listing ? <SavedSearchesDialog kind={kind} onClose={() => setListing(false)} /> : null}
    </Stack>
  );
}
