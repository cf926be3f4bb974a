// The company-profile feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { type CompanyDocument, downloadDocument, useJobSectors } from "./api.ts";
export { CompleteProfileModal } from "./components/complete-profile-modal.tsx";
export { uploadDateLabel } from "./documentation-rows.ts";
export { acceptOf, checkUpload, fileSizeLabel, megabytes, type UploadRule } from "./upload-rules.ts";
