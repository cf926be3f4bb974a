import { SERVICE_LIMITS, type ServiceAttachment } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import PictureAsPdf from "@mui/icons-material/PictureAsPdf";
import UploadIcon from "@mui/icons-material/Upload";
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from "@mui/material";
import { type ChangeEvent, useRef, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUploadServiceFile } from "../api.ts";
import type { ServiceFormValues } from "../service-form-model.ts";
import { ServiceFormSection } from "./form-section.tsx";

type Props = { control: Control<ServiceFormValues>; disabled: boolean };

const MAX_MB = SERVICE_LIMITS.brochureMaxBytes / (1024 * 1024);

/** A PDF by its name or declared type (the API checks the bytes); undefined when it may be sent. */
function localProblem(file: File): "type" | "size" | undefined {
  const pdf = file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!pdf) return "type";
  if (file.size > SERVICE_LIMITS.brochureMaxBytes) return "size";
  return undefined;
}

/**
 * The service's brochures (PDF): each chosen file is uploaded at once (with its progress) and listed; the list,
 * up to the contract's maximum, is saved with the content. Removing one only takes it off this service.
 */
export function ServiceBrochuresField({ control, disabled }: Props) {
  const { t } = useTranslation("services");
  const language = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadServiceFile(setProgress);
  const { field, fieldState, formState } = useController({ control, name: "attachments" });
  const items: ServiceAttachment[] = field.value;
  // The list as it is when an upload ends (a brochure may have been removed meanwhile).
  const current = useRef(items);
  current.current = items;
  const itemErrors = formState.errors.attachments;
  const errorAt = (index: number) => {
    if (!Array.isArray(itemErrors)) return undefined;
    const item = itemErrors[index] as
      | { file_id?: { message?: string }; name?: { message?: string } }
      | undefined;
    return item?.file_id?.message ?? item?.name?.message;
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const issue = localProblem(file);
    if (issue) {
      setProblem(t(`form.brochureErrors.${issue}`, { mb: MAX_MB }));
      return;
    }
    setProblem(null);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (saved) =>
        field.onChange([...current.current, { file_id: saved.file_id, name: saved.name }]),
      onError: (error) => setProblem(errorText(error, language)),
    });
  };

  return (
    <ServiceFormSection
      title={t("form.sections.brochures")}
      help={t("form.brochuresHelp", { max: SERVICE_LIMITS.attachmentsMax, mb: MAX_MB })}
    >
      <Box data-testid="service-brochures">
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("form.brochuresEmpty")}
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item, index) => {
              const error = errorAt(index);
              return (
                <ListItem
                  key={item.file_id}
                  disableGutters
                  data-testid="service-brochure"
                  secondaryAction={
                    disabled ? null : (
                      <IconButton
                        edge="end"
                        aria-label={t("form.removeBrochure", { name: item.name })}
                        onClick={() => field.onChange(items.filter((_, i) => i !== index))}
                      >
                        <DeleteOutline />
                      </IconButton>
                    )
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PictureAsPdf color="action" />
                  </ListItemIcon>
                  <ListItemText
                    primary={item.name}
                    secondary={error}
                    slotProps={{
                      secondary: error ? { color: "error", role: "alert" } : undefined,
                    }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {fieldState.error?.message ? (
          <Typography variant="caption" color="error" role="alert">
            {fieldState.error.message}
          </Typography>
        ) : null}
        {upload.isPending ? (
          <Box sx={{ mt: 1 }}>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t("form.brochureUploading")}
              data-testid="service-brochure-progress"
            />
            <Typography variant="caption" color="text.secondary">
              {t("form.brochureProgress", { percent: progress })}
            </Typography>
          </Box>
        ) : null}
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="service-brochure-error">
            {problem}
          </Alert>
        ) : null}
        {disabled || items.length >= SERVICE_LIMITS.attachmentsMax ? null : (
          <Box sx={{ mt: 1 }}>
            <input
              ref={inputRef}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              onChange={onChange}
              data-testid="service-brochure-input"
            />
            <Button
              startIcon={<UploadIcon />}
              onClick={() => inputRef.current?.click()}
              disabled={upload.isPending}
              data-testid="service-add-brochure"
            >
              {t("form.addBrochure")}
            </Button>
          </Box>
        )}
      </Box>
    </ServiceFormSection>
  );
}
