import { type ProfileDetail, profileBodySchema, validationMessage } from "@mkt/contracts";
import Save from "@mui/icons-material/Save";
import { Box, Button, CircularProgress, Stack } from "@mui/material";
import { useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { StickyActionBar } from "../../../shared/components/sticky-action-bar.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { currentLanguage } from "../../../shared/i18n/i18n.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { uploadProfilePhoto, useSaveProfile } from "../api.ts";
import { formToBody, isFormErrorPath, rateOrderBroken } from "../profile-form-body.ts";
import type { ProfileFormValues } from "../profile-form-model.ts";
import { AvailabilitySection } from "./availability-section.tsx";
import { CertificationsSection } from "./certifications-section.tsx";
import { EducationSection } from "./education-section.tsx";
import { ExperiencesSection } from "./experiences-section.tsx";
import { IdentitySection } from "./identity-section.tsx";
import { LanguagesSection } from "./languages-section.tsx";
import { SkillsSection } from "./skills-section.tsx";

export type ProfileFormProps = {
  /** null for a new profile. */
  profileId: number | null;
  initialValues: ProfileFormValues;
  photoUrl: string | null;
  onSaved: (profile: ProfileDetail) => void;
  onCancel?: () => void;
  /** The premium switch (the company's choice: hidden when a student edits their own profile). */
  showPremium?: boolean;
};

const schemaResolver = contractResolver<ProfileFormValues>(profileBodySchema, (values) => formToBody(values));

/** The contracts' schema, plus the rate order reported together with the other problems. */
const resolver: Resolver<ProfileFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0 || result.errors.daily_rate_max || !rateOrderBroken(values))
    return result;
  const message = validationMessage("validation.rate_order", currentLanguage());
  return {
    values: {},
    errors: { ...result.errors, daily_rate_max: { type: "validation.rate_order", message } },
  };
};

/**
 * The whole consultant profile in one form (identity, skills, languages, experiences, certifications,
 * education, availability and rate), validated with the contracts' schema and saved in one call; a chosen
 * photo is uploaded once the profile exists.
 */
export function ProfileForm({
  profileId,
  initialValues,
  photoUrl,
  onSaved,
  onCancel,
  showPremium = true,
}: ProfileFormProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const save = useSaveProfile();
  const [failure, setFailure] = useState<unknown>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [savedPhotoUrl, setSavedPhotoUrl] = useState(photoUrl);
  const form = useForm<ProfileFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, handleSubmit, setError, watch } = form;
  const initials = `${watch("firstname").charAt(0)}${watch("lastname").charAt(0)}`.toUpperCase();

  const sendPhoto = async (id: number, file: File): Promise<string | null> => {
    setPhotoBusy(true);
    setPhotoError(null);
    try {
      const saved = await uploadProfilePhoto(id, file);
      setPhoto(null);
      setSavedPhotoUrl(saved.photo_url);
      return saved.photo_url;
    } catch (error) {
      setPhotoError(errorText(error, language));
      return null;
    } finally {
      setPhotoBusy(false);
    }
  };

  const pickPhoto = (file: File) => {
    setPhoto(file);
    // An existing profile saves its new photo at once; a new one after its first save.
    if (profileId !== null) void sendPhoto(profileId, file);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: profileId, body: formToBody(values) });
      if (photo && profileId === null) {
        const url = await sendPhoto(saved.id, photo);
        onSaved(url ? { ...saved, photo_url: url } : saved);
      } else onSaved(saved);
    } catch (error) {
      const fields = isApiError(error)
        ? (error.fieldErrors
            .map((f) => f.field)
            .filter((path) => isFormErrorPath(path, values)) as FieldPath<ProfileFormValues>[])
        : [];
      if (!applyServerFieldErrors(error, setError, fields, language)) setFailure(error);
    }
  });

  const busy = save.isPending || photoBusy;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="profile-form">
      <Stack spacing={2}>
        <IdentitySection
          control={control}
          photo={{
            photoUrl: savedPhotoUrl,
            pendingFile: photo,
            onPick: pickPhoto,
            uploading: photoBusy,
            error: photoError,
            initials,
          }}
        />
        <SkillsSection control={control} />
        <LanguagesSection control={control} />
        <ExperiencesSection control={control} />
        <CertificationsSection control={control} />
        <EducationSection control={control} />
        <AvailabilitySection control={control} showPremium={showPremium} />
        {failure ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
        <StickyActionBar sx={{ justifyContent: "flex-end" }}>
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {t("cancel")}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <Save />}
            data-testid="profile-save"
          >
            {profileId === null ? t("form.create") : t("form.save")}
          </Button>
        </StickyActionBar>
      </Stack>
    </Box>
  );
}
