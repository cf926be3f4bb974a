import { isProfileManager, isStaffRole, type ProfileSection, ROLE, type RoleId } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import EditOutlined from "@mui/icons-material/EditOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { profileEditPath } from "../profile-format.ts";
import { type SectionData, useChangeSection, useProfileSection } from "./api.ts";
import { EntryDialog } from "./entry-dialog.tsx";
import { ProfilePicker } from "./profile-picker.tsx";
import { profileIdParam } from "./section-model.ts";

type Item<S extends ProfileSection> = SectionData<S>["items"][number];

/** What differs between working_experience and certifications: the entry form and how an entry reads. */
export type SectionConfig<S extends ProfileSection, Values extends FieldValues> = {
  section: S;
  emptyValues: Values;
  toValues: (item: Item<S>) => Values;
  toBody: (values: Values) => unknown;
  /** The contract's entry schema (the same the profile form validates each row with). */
  schema: z.ZodType;
  /** Inputs the API's field errors may land on. */
  fieldNames: readonly FieldPath<Values>[];
  renderFields: (control: Control<Values>) => ReactNode;
  renderItem: (item: Item<S>) => ReactNode;
  itemName: (item: Item<S>) => string;
};

/** Who edits profiles' sections: the profile managers, the student (own profile) and staff. */
export function editsSections(roleId: RoleId): boolean {
  return isProfileManager(roleId) || roleId === ROLE.PROFILE_ACCADEMY || isStaffRole(roleId);
}

/**
 * The screen shell shared by §2.2 working_experience and certifications: the profile named by ?id= (or a
 * profile to choose), its entries with edit and delete, and the entry dialog.
 */
export function SectionPage<S extends ProfileSection, Values extends FieldValues>(
  config: SectionConfig<S, Values>,
) {
  const { t } = useTranslation("profile-sections");
  const session = useSession();
  const [params] = useAddressParams();
  const id = profileIdParam(params);
  if (!session) return null;
  const roleId = session.user.role_id as RoleId;
  if (!editsSections(roleId))
    return (
      <Alert severity="info" data-testid="section-not-allowed">
        {t("notAllowed")}
      </Alert>
    );
  if (id === null) return <ProfilePicker section={config.section} roleId={roleId} userId={session.user.id} />;
  return <Section key={id} id={id} roleId={roleId} config={config} />;
}

type Editing<S extends ProfileSection> = { kind: "add" } | { kind: "edit"; item: Item<S> };

function Section<S extends ProfileSection, Values extends FieldValues>({
  id,
  roleId,
  config,
}: {
  id: number;
  roleId: RoleId;
  config: SectionConfig<S, Values>;
}) {
  const { t } = useTranslation("profile-sections");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const { section } = config;
  const data = useProfileSection(section, id);
  const change = useChangeSection(section, id);
  const [editing, setEditing] = useState<Editing<S> | null>(null);
  const [deleting, setDeleting] = useState<Item<S> | null>(null);
  const student = roleId === ROLE.PROFILE_ACCADEMY;
  const editorPath = student ? "/student_profile" : profileEditPath(id);
  const other: ProfileSection = section === "experiences" ? "certifications" : "experiences";
  const otherPath = `${other === "experiences" ? "/working_experience" : "/certifications"}?id=${id}`;

  if (data.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  if (data.isError)
    return (
      <Alert
        severity="warning"
        data-testid="section-error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => navigate(student ? "/student_profile" : "/employees")}
          >
            {t("back")}
          </Button>
        }
      >
        {errorText(data.error, language)}
      </Alert>
    );

  const { profile, items } = data.data;
  const remove = async () => {
    if (!deleting) return;
    try {
      await change.mutateAsync({ kind: "delete", itemId: deleting.id });
      notify(t("done.deleted"), "success");
    } catch (error) {
      notify(errorText(error, language), "error");
    }
    setDeleting(null);
  };

  return (
    <Card data-testid={`section-page-${section}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", md: "flex-start" }, mb: 3 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Button
              startIcon={<ArrowBack />}
              onClick={() => navigate(editorPath)}
              sx={{ ml: -1, mb: 1 }}
              data-testid="section-back"
            >
              {t("backToProfile")}
            </Button>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t(`${section}.title`)}
            </Typography>
            <Typography color="text.secondary" data-testid="section-profile">
              {`${profile.firstname} ${profile.lastname} · ${profile.title}`}
              {isStaffRole(roleId) ? ` · ${profile.company_name}` : ""}
            </Typography>
          </Box>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flexShrink: 0 }}>
            <Button onClick={() => navigate(otherPath)} data-testid="section-other">
              {t(`${other}.title`)}
            </Button>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ kind: "add" })}
              disabled={change.isPending}
              data-testid="section-add"
            >
              {t(`${section}.add`)}
            </Button>
          </Stack>
        </Stack>

        {items.length === 0 ? (
          <Box sx={{ textAlign: "center", py: 6 }} data-testid="section-empty">
            <Typography sx={{ fontWeight: 600 }}>{t(`${section}.empty`)}</Typography>
            <Typography color="text.secondary">{t(`${section}.emptyHint`)}</Typography>
          </Box>
        ) : (
          <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }} aria-label={t(`${section}.title`)}>
            {items.map((item: Item<S>, index: number) => (
              <Box
                component="li"
                key={item.id}
                data-testid="section-item"
                sx={{
                  position: "relative",
                  pl: { xs: 3, sm: 4 },
                  pb: index === items.length - 1 ? 0 : 3,
                  // The timeline: a dot per entry on a line joining them.
                  "&::before": {
                    content: '""',
                    position: "absolute",
                    left: { xs: 5, sm: 9 },
                    top: 8,
                    width: 12,
                    height: 12,
                    borderRadius: "50%",
                    bgcolor: "primary.main",
                  },
                  "&::after":
                    index === items.length - 1
                      ? undefined
                      : {
                          content: '""',
                          position: "absolute",
                          left: { xs: 10, sm: 14 },
                          top: 24,
                          bottom: 0,
                          width: 2,
                          bgcolor: "divider",
                        },
                }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>{config.renderItem(item)}</Box>
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <Tooltip title={t("edit")}>
                      <IconButton
                        aria-label={`${t("edit")}: ${config.itemName(item)}`}
                        onClick={() => setEditing({ kind: "edit", item })}
                        data-testid="section-item-edit"
                      >
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t("delete")}>
                      <IconButton
                        aria-label={`${t("delete")}: ${config.itemName(item)}`}
                        onClick={() => setDeleting(item)}
                        data-testid="section-item-delete"
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>

      {editing ? (
        <EntryDialog<Values>
          title={t(editing.kind === "add" ? `${section}.addTitle` : `${section}.editTitle`)}
          confirmLabel={t(editing.kind === "add" ? "add" : "save")}
          initialValues={editing.kind === "add" ? config.emptyValues : config.toValues(editing.item)}
          schema={config.schema}
          toBody={config.toBody}
          fieldNames={config.fieldNames}
          renderFields={config.renderFields}
          pending={change.isPending}
          onCancel={() => setEditing(null)}
          onConfirm={async (body) => {
            await change.mutateAsync(
              editing.kind === "add"
                ? { kind: "add", body }
                : { kind: "edit", itemId: editing.item.id, body },
            );
            notify(t(editing.kind === "add" ? "done.added" : "done.saved"), "success");
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`${section}.deleteTitle`)}
        text={t("deleteText", { name: deleting ? config.itemName(deleting) : "" })}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        danger
        pending={change.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
