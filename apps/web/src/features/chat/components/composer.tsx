import {
  addChatFiles,
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_ATTACHMENT_LIMITS,
  type ChatFileProblem,
  MESSAGE_MAX_LENGTH,
  messageTextWithFilesSchema,
  type SendMessageBody,
  sendMessageBodySchema,
} from "@mkt/contracts";
import AttachFile from "@mui/icons-material/AttachFile";
import Cancel from "@mui/icons-material/Cancel";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import Send from "@mui/icons-material/Send";
import {
  Alert,
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useBottomBar } from "../../../shared/overlays/index.ts";
import { fileSizeLabel, megabytes } from "../../company-profile/index.ts";
import type { OutgoingMessage } from "../api.ts";
import { isSendKey } from "../chat-rules.ts";

export type ComposerProps = {
  /** Sends the trimmed text and the files; rejects with the API error. */
  onSend: (message: OutgoingMessage) => Promise<unknown>;
};

type Refused = { name: string; problem: ChatFileProblem };

/**
 * The message box (mounted per conversation, so each starts with an empty draft): Enter sends, Shift+Enter makes
 * a new line; at most 4000 characters, counted as you type. Up to 5 files (10 MB each) go with a message, which
 * then needs no text; they upload with a progress bar.
 */
export function Composer({ onSend }: ComposerProps) {
  const { t } = useTranslation("chat");
  const language = useLanguage();
  const { notify } = useNotice();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  // The message box is the screen's work area: the shell's floating feedback button leaves while it is here.
  const box = useRef<HTMLFormElement>(null);
  useBottomBar(box, "hide");
  const withFiles = useRef(false);
  withFiles.current = files.length > 0;
  const form = useForm<SendMessageBody>({
    defaultValues: { body: "" },
    // With files the text is optional.
    resolver: contractResolver(() =>
      withFiles.current ? messageTextWithFilesSchema : sendMessageBodySchema,
    ),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, handleSubmit, reset, setError, setFocus, watch, formState } = form;
  const body = watch("body");
  const length = body.length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const empty = body.trim().length === 0 && files.length === 0;
  const sending = formState.isSubmitting;

  useEffect(() => {
    setFocus("body");
  }, [setFocus]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (picked.length === 0) return;
    const result = addChatFiles(files, picked);
    setFiles(result.files);
    setRefused(result.refused);
    setFocus("body");
  };

  const remove = (file: File) => {
    setFiles((current) => current.filter((f) => f !== file));
    setRefused([]);
  };

  const submit = handleSubmit(async (values) => {
    const text = (files.length ? messageTextWithFilesSchema : sendMessageBodySchema).parse(values).body;
    try {
      if (files.length) setProgress(0);
      await onSend({ body: text, files, onProgress: setProgress });
      reset({ body: "" });
      setFiles([]);
      setRefused([]);
      setFocus("body");
    } catch (error) {
      // A blocked plan opens the blocked-feature modal on its own; other failures keep the draft and say why.
      if (!applyServerFieldErrors(error, setError, ["body"], language) && !isFunctionBlocked(error))
        notify(errorText(error, language), "error");
    } finally {
      setProgress(null);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
      return;
    event.preventDefault();
    if (!empty && !sending) void submit();
  };

  const maxMb = megabytes(CHAT_ATTACHMENT_LIMITS.maxBytes);

  return (
    <Box
      ref={box}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) void submit();
      }}
      sx={{
        borderTop: 1,
        borderColor: "divider",
        px: { xs: 1.5, sm: 2 },
        pt: 1.5,
        pb: 1,
      }}
      data-testid="chat-composer"
    >
      {refused.length > 0 ? (
        <Alert
          severity="warning"
          onClose={() => setRefused([])}
          sx={{ mb: 1, py: 0 }}
          data-testid="chat-files-refused"
          slotProps={{ closeButton: { title: t("composer.dismiss") } }}
        >
          {refused.map((r) => (
            <Box key={`${r.name}-${r.problem}`}>
              {t(`composer.refused.${r.problem}`, {
                name: r.name,
                max: maxMb,
                count: CHAT_ATTACHMENT_LIMITS.maxFiles,
              })}
            </Box>
          ))}
        </Alert>
      ) : null}
      {files.length > 0 ? (
        <Box
          component="ul"
          aria-label={t("composer.attached")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, listStyle: "none", p: 0, m: 0, mb: 1 }}
        >
          {files.map((file) => (
            <Box
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              sx={{ maxWidth: "100%" }}
            >
              <Chip
                icon={
                  /\.(png|jpe?g|webp)$/i.test(file.name) ? <ImageOutlined /> : <InsertDriveFileOutlined />
                }
                label={`${file.name} · ${fileSizeLabel(file.size)}`}
                onDelete={sending ? undefined : () => remove(file)}
                deleteIcon={
                  <Cancel
                    role="button"
                    aria-label={t("composer.remove", { name: file.name })}
                    data-testid="chat-file-remove"
                  />
                }
                variant="outlined"
                sx={{ maxWidth: "100%" }}
                data-testid="chat-file-chip"
              />
            </Box>
          ))}
        </Box>
      ) : null}
      {progress !== null ? (
        <Box sx={{ mb: 1 }} data-testid="chat-upload-progress">
          <Typography variant="caption" color="text.secondary">
            {t("composer.uploading", { percent: progress })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t("composer.uploading", { percent: progress })}
          />
        </Box>
      ) : null}
      <Stack direction="row" spacing={{ xs: 0.25, sm: 1 }} sx={{ alignItems: "flex-end" }}>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={CHAT_ATTACHMENT_ACCEPT}
          onChange={onPick}
          data-testid="chat-file-input"
        />
        <Tooltip title={t("composer.attachHint", { count: CHAT_ATTACHMENT_LIMITS.maxFiles, max: maxMb })}>
          <span>
            <IconButton
              onClick={() => picker.current?.click()}
              disabled={sending || files.length >= CHAT_ATTACHMENT_LIMITS.maxFiles}
              aria-label={t("composer.attach")}
              data-testid="chat-attach"
              edge="start"
              sx={{ mb: formState.errors.body ? 3 : 0, ml: { xs: -0.5, sm: 0 } }}
            >
              <AttachFile />
            </IconButton>
          </span>
        </Tooltip>
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              onKeyDown={onKeyDown}
              multiline
              minRows={1}
              maxRows={6}
              fullWidth
              size="small"
              placeholder={t("composer.placeholder")}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{
                htmlInput: { "aria-label": t("composer.label"), "data-testid": "chat-input" },
                formHelperText: { role: fieldState.error ? "alert" : undefined },
              }}
            />
          )}
        />
        <Tooltip title={t("composer.send")}>
          <span>
            <IconButton
              type="submit"
              color="primary"
              disabled={empty || sending}
              aria-label={t("composer.send")}
              data-testid="chat-send"
              sx={{ mb: formState.errors.body ? 3 : 0 }}
            >
              <Send />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", mt: 0.5, px: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: "none", sm: "block" } }}>
          {t("composer.hint")}
        </Typography>
        <Typography
          variant="caption"
          color={tooLong ? "error" : "text.secondary"}
          sx={{ ml: "auto", fontVariantNumeric: "tabular-nums" }}
          data-testid="chat-counter"
        >
          {t("composer.counter", { count: length, max: MESSAGE_MAX_LENGTH })}
        </Typography>
      </Stack>
    </Box>
  );
}
