import {
  Alert,
  Box,
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  type DialogProps,
  DialogTitle,
  type SxProps,
  type Theme,
  useMediaQuery,
} from "@mui/material";
import type { SystemStyleObject } from "@mui/system";
import { type FormEventHandler, type ReactNode, useId } from "react";
import { errorText } from "../i18n/error-text.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { FormAlert } from "./form-alert.tsx";

export type FormDialogProps = {
  /** Defaults to open: most form dialogs are mounted only while shown. */
  open?: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form's submit handler (react-hook-form's handleSubmit(...)). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the call runs: the dialog cannot be dismissed and both buttons are disabled. */
  pending?: boolean;
  cancelLabel: string;
  submitLabel: string;
  submitColor?: ButtonProps["color"];
  /** Disables the submit button on top of `pending` (e.g. while the form is invalid). */
  submitDisabled?: boolean;
  submitTestId?: string;
  /** On the dialog's root. */
  testId?: string;
  maxWidth?: DialogProps["maxWidth"];
  /** Takes the whole screen on phones (long forms). */
  fullScreenOnPhone?: boolean;
  /** Content between dividers (long, scrolling forms). */
  dividers?: boolean;
  /** Extra content styles; applied over MUI's own title/content spacing. */
  contentSx?: SystemStyleObject<Theme>;
  actionsSx?: SxProps<Theme>;
  /** A failure of the call, shown translated in an alert (nothing when null/undefined). */
  error?: unknown;
  /** "top": a focused alert above the fields; "bottom": an alert under them that leaves focus on the field. */
  errorPlacement?: "top" | "bottom";
  children: ReactNode;
};

/**
 * A dialog holding one form: title (naming the dialog), the fields, the translated error of the call,
 * and Cancel plus a submit button. Not dismissible while the call runs.
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  pending = false,
  cancelLabel,
  submitLabel,
  submitColor = "primary",
  submitDisabled = false,
  submitTestId,
  testId,
  maxWidth = "sm",
  fullScreenOnPhone = false,
  dividers,
  contentSx,
  actionsSx,
  error,
  errorPlacement = "top",
  children,
}: FormDialogProps) {
  const language = useLanguage();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const problem = error === null || error === undefined ? null : errorText(error, language);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreenOnPhone && phone}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
    >
      {/* display: contents keeps title, content and actions children of the paper, so long content scrolls between them. */}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers} sx={contentSx ? { "&&": contentSx } : undefined}>
          {problem !== null && errorPlacement === "top" ? (
            <Box sx={{ mb: 2 }}>
              <FormAlert>{problem}</FormAlert>
            </Box>
          ) : null}
          {children}
          {problem !== null && errorPlacement === "bottom" ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={actionsSx}>
          <Button onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={pending || submitDisabled}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
