import { brandHostFlags, isProfileManager, isRoleId, type ProfileListItem, ROLE } from "@mkt/contracts";
import PersonAddAlt1 from "@mui/icons-material/PersonAddAlt1";
import UploadFile from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Stack,
  TablePagination,
  Tooltip,
  Typography,
} from "@mui/material";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { useBrand } from "../../../shared/api/general-api.ts";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorCodeText, errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { downloadProfileCv, useBulkPublish, useDeleteProfile, useProfiles, useSetPublished } from "../api.ts";
import type { ProfileAction } from "../components/profile-actions-menu.tsx";
import { ProfileBulkBar } from "../components/profile-bulk-bar.tsx";
import { ProfileFilters } from "../components/profile-filters.tsx";
import { ProfileList } from "../components/profile-list.tsx";
import { useAddProfileGate } from "../hooks/use-add-profile-gate.ts";
import {
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  PROFILE_PAGE_SIZES,
  type ProfileListFilters,
} from "../list-filters.ts";
import { profileDetailPath, profileEditPath } from "../profile-format.ts";

/** §2.2 employees: the company's consultant profiles (an academy's students for academy roles). */
export function EmployeesPage() {
  const { t } = useTranslation("profiles");
  const session = useSession();
  if (!session) return null;
  const roleId = session.user.role_id;
  if (!isRoleId(roleId) || !isProfileManager(roleId)) {
    return (
      <Alert severity="info" data-testid="profiles-not-allowed">
        {t("list.notAllowed")}
      </Alert>
    );
  }
  const academy = roleId === ROLE.ACCADEMY || roleId === ROLE.MANAGEMENT_ACCADEMY;
  return <ProfilesList variant={academy ? "academy" : "employees"} />;
}

type ProfilesListProps = { variant: "employees" | "academy" };

function ProfilesList({ variant }: ProfilesListProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const [params, setParams] = useAddressParams();
  const filters = filtersFromParams(params);
  const list = useProfiles(filters);
  const gate = useAddProfileGate();
  const brand = useBrand();
  const setPublished = useSetPublished();
  const bulk = useBulkPublish();
  const remove = useDeleteProfile();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pendingPublished, setPendingPublished] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [toDelete, setToDelete] = useState<ProfileListItem | null>(null);

  const change = useCallback(
    (next: Partial<ProfileListFilters>) => {
      setParams((current) => filtersToParams({ ...filtersFromParams(current), ...next }), { replace: true });
    },
    [setParams],
  );

  const select = (ids: number[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const toggle = async (profile: ProfileListItem, published: boolean) => {
    setPendingPublished((current) => new Map(current).set(profile.id, published));
    try {
      await setPublished.mutateAsync({ id: profile.id, published });
      notify(published ? t("done.published", { count: 1 }) : t("done.unpublished", { count: 1 }), "success");
    } catch (error) {
      notify(errorText(error, language), "error");
    } finally {
      setPendingPublished((current) => {
        const next = new Map(current);
        next.delete(profile.id);
        return next;
      });
    }
  };

  const bulkPublish = async (published: boolean) => {
    const ids = [...selected];
    try {
      const result = await bulk.mutateAsync({ ids, published });
      const count = result.updated.length;
      notify(published ? t("done.published", { count }) : t("done.unpublished", { count }), "success");
      setSelected(new Set());
    } catch (error) {
      notify(errorText(error, language), "error");
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify(t("done.deleted"), "success");
      setSelected((current) => {
        const next = new Set(current);
        next.delete(toDelete.id);
        return next;
      });
    } catch (error) {
      notify(errorText(error, language), "error");
    } finally {
      setToDelete(null);
    }
  };

  const act = (profile: ProfileListItem, action: ProfileAction) => {
    if (action === "view") navigate(profileDetailPath(profile));
    else if (action === "edit") navigate(profileEditPath(profile.id));
    else if (action === "delete") setToDelete(profile);
    else
      downloadProfileCv(profile, action.cv).catch((error: unknown) => {
        if (!isFunctionBlocked(error)) notify(errorText(error, language), "error");
      });
  };

  const page = list.data;
  const addDisabled = gate.pending || !gate.verdict.allowed;
  // §5: adding profiles is hidden on the distributor brand's host (issue 17).
  const addHidden = brandHostFlags(brand.data?.kind).distributorHost;
  const addReason = gate.reasonCode ? errorCodeText(gate.reasonCode, language) : "";

  return (
    <Card data-testid="employees-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", sm: "flex-start" }, mb: 3 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t(`list.heading.${variant}`)}
            </Typography>
            <Typography color="text.secondary">{t(`list.subtitle.${variant}`)}</Typography>
          </Box>
          {addHidden ? null : (
            <Tooltip title={addDisabled && !gate.pending ? addReason : ""}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flexShrink: 0 }}>
                <Button
                  variant="outlined"
                  startIcon={<UploadFile />}
                  disabled={addDisabled}
                  onClick={() => navigate("/upload_cv")}
                  data-testid="profile-upload-cv"
                >
                  {t("list.fromCv")}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<PersonAddAlt1 />}
                  disabled={addDisabled}
                  onClick={() => navigate("/employees/add-employee")}
                  data-testid="profile-add"
                >
                  {t("list.add")}
                </Button>
              </Stack>
            </Tooltip>
          )}
        </Stack>
        {!addHidden && !gate.pending && !gate.verdict.allowed ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="profile-add-blocked">
            {addReason}
          </Alert>
        ) : null}

        <ProfileFilters filters={filters} onChange={change} />

        {selected.size > 0 ? (
          <ProfileBulkBar
            count={selected.size}
            pending={bulk.isPending}
            onPublish={(published) => void bulkPublish(published)}
            onClear={() => setSelected(new Set())}
          />
        ) : null}

        <Box sx={{ mt: 2, position: "relative" }} aria-busy={list.isFetching} data-testid="profile-results">
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
          ) : page && page.items.length === 0 ? (
            <Box sx={{ textAlign: "center", py: 6 }} data-testid="profiles-empty">
              <Typography sx={{ fontWeight: 600 }}>
                {hasActiveFilters(filters) ? t("list.noMatch") : t(`list.empty.${variant}`)}
              </Typography>
              {hasActiveFilters(filters) ? (
                <Button
                  sx={{ mt: 1 }}
                  onClick={() => setParams(filtersToParams(DEFAULT_FILTERS), { replace: true })}
                >
                  {t("filters.clear")}
                </Button>
              ) : null}
            </Box>
          ) : page ? (
            <>
              <ProfileList
                profiles={page.items}
                selected={selected}
                onSelect={select}
                onTogglePublished={(p, published) => void toggle(p, published)}
                pendingPublished={pendingPublished}
                onAction={act}
              />
              <TablePagination
                component="div"
                count={page.total}
                page={Math.max(0, page.page - 1)}
                rowsPerPage={page.limit}
                rowsPerPageOptions={[...PROFILE_PAGE_SIZES]}
                onPageChange={(_, next) => change({ page: next + 1 })}
                onRowsPerPageChange={(event) => change({ limit: Number(event.target.value), page: 1 })}
                labelRowsPerPage={t("list.perPage")}
                labelDisplayedRows={({ from, to, count }) =>
                  t(page.approximate ? "list.displayedApprox" : "list.displayed", { from, to, count })
                }
              />
            </>
          ) : null}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={toDelete !== null}
        title={t("delete.title")}
        text={toDelete ? t("delete.text", { name: `${toDelete.firstname} ${toDelete.lastname}` }) : ""}
        confirmLabel={t("delete.confirm")}
        cancelLabel={t("cancel")}
        danger
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
