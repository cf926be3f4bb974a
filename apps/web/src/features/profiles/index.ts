// The profiles feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { useOwnProfile, useProfile, useProfiles, useTechnologies } from "./api.ts";
export { CvDownloadButtons } from "./components/cv-download-buttons.tsx";
export { FormSection, RepeatableSection } from "./components/form-section.tsx";
export { ListError } from "./components/list-error.tsx";
export { ProfileAvatar } from "./components/profile-avatar.tsx";
export { ProfileDetailView } from "./components/profile-detail-view.tsx";
export { ProfileForm } from "./components/profile-form.tsx";
export { TechnologiesPicker } from "./components/technology-autocomplete.tsx";
export { UnlockContactsButton } from "./components/unlock-contacts-button.tsx";
export { DEFAULT_FILTERS } from "./list-filters.ts";
export { detailToForm, type TechnologyOption } from "./profile-form-model.ts";
export {
  availabilityOf,
  type CompleteDetailContext,
  completeDetailPath,
  completeDetailProfileId,
  profileDetailPath,
  profileEditPath,
  rateRange,
  todayIso,
} from "./profile-format.ts";
export { useStudentAccounts } from "./student-account-api.ts";
export { filterTechnologies } from "./technology-filter.ts";
