import { MESSAGE_MAX_LENGTH, type SendMessageBody, sendMessageBodySchema } from "@mkt/contracts";
import Send from "@mui/icons-material/Send";
import { Box, IconButton, Stack, TextField, Tooltip, Typography } from "@mui/material";
import { type KeyboardEvent, useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { isSendKey } from "../chat-rules.ts";

export type ComposerProps = {
  /** Sends the trimmed text; rejects with the API error. */
  onSend: (body: string) => Promise<unknown>;
};

/** The message box (mounted per conversation, so each starts with an empty draft): Enter sends, Shift+Enter makes a new line; at most 4000 characters, counted as you type. */
export function Composer({ onSend }: ComposerProps) {
  const { t } = useTranslation("chat");
  const language = useLanguage();
  const { notify } = useNotice();
  const form = useForm<SendMessageBody>({
    defaultValues: { body: "" },
    resolver: contractResolver(sendMessageBodySchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, handleSubmit, reset, setError, setFocus, watch, formState } = form;
  const body = watch("body");
  const length = body.length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const empty = body.trim().length === 0;

  useEffect(() => {
    setFocus("body");
  }, [setFocus]);

  const submit = handleSubmit(async (values) => {
    const text = sendMessageBodySchema.parse(values).body;
    try {
      await onSend(text);
      reset({ body: "" });
      setFocus("body");
    } catch (error) {
      // A blocked plan opens the blocked-feature modal on its own; other failures keep the draft and say why.
      if (!applyServerFieldErrors(error, setError, ["body"], language) && !isFunctionBlocked(error))
        notify(errorText(error, language), "error");
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
      return;
    event.preventDefault();
    if (!empty && !formState.isSubmitting) void submit();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) void submit();
      }}
      // The right edge stays clear of the shell's floating feedback button (56 px, fixed bottom right).
      sx={{
        borderTop: 1,
        borderColor: "divider",
        pl: { xs: 1.5, sm: 2 },
        pr: { xs: 7, sm: 8 },
        pt: 1.5,
        pb: 1,
      }}
      data-testid="chat-composer"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-end" }}>
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
              disabled={empty || formState.isSubmitting}
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
