import BrokenImageOutlined from "@mui/icons-material/BrokenImageOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import FolderZipOutlined from "@mui/icons-material/FolderZipOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import { Box, ButtonBase, CircularProgress, Skeleton, Stack, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { fileSizeLabel } from "../../company-profile/index.ts";
import { type ChatAttachment, downloadAttachment, useAttachmentBlob } from "../api.ts";

export type MessageAttachmentsProps = {
  conversationId: number;
  attachments: ChatAttachment[];
  /** On the sender's own (coloured) bubble. */
  mine: boolean;
};

const isImage = (a: ChatAttachment) => a.content_type.startsWith("image/");

function FileIcon({ type }: { type: string }) {
  if (type === "application/pdf") return <PictureAsPdfOutlined fontSize="small" />;
  if (type.includes("wordprocessingml")) return <DescriptionOutlined fontSize="small" />;
  if (type.includes("spreadsheetml")) return <TableChartOutlined fontSize="small" />;
  if (type === "application/zip") return <FolderZipOutlined fontSize="small" />;
  return <InsertDriveFileOutlined fontSize="small" />;
}

/** Downloads a file under its name; a failure says why. */
function useDownload(conversationId: number) {
  const { notify } = useNotice();
  const language = useLanguage();
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (attachment: ChatAttachment) => {
    setBusy(attachment.id);
    try {
      await downloadAttachment(conversationId, attachment);
    } catch (error) {
      notify(errorText(error, language), "error");
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

/** An image's thumbnail, fetched with the session's token; clicking it downloads the image. */
function ImageThumbnail(props: {
  conversationId: number;
  attachment: ChatAttachment;
  busy: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation("chat");
  const blob = useAttachmentBlob(props.conversationId, props.attachment);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  const label = t("attachments.download", { name: props.attachment.filename });
  return (
    <ButtonBase
      onClick={props.onDownload}
      disabled={props.busy}
      aria-label={label}
      title={`${props.attachment.filename} · ${fileSizeLabel(props.attachment.size)}`}
      sx={{
        display: "block",
        borderRadius: 1.5,
        overflow: "hidden",
        width: { xs: 180, sm: 220 },
        height: { xs: 130, sm: 160 },
        bgcolor: "background.default",
        position: "relative",
      }}
      data-testid="chat-attachment-image"
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={props.attachment.filename}
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      ) : blob.isError ? (
        <Stack spacing={0.5} sx={{ height: "100%", alignItems: "center", justifyContent: "center", p: 1 }}>
          <BrokenImageOutlined color="disabled" />
          <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: "100%" }}>
            {t("attachments.previewFailed")}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: "100%" }}>
            {props.attachment.filename}
          </Typography>
        </Stack>
      ) : (
        <Skeleton variant="rectangular" width="100%" height="100%" />
      )}
    </ButtonBase>
  );
}

/** A message's files: image thumbnails, then a row per other file with its name, size and a download. */
export function MessageAttachments({ conversationId, attachments, mine }: MessageAttachmentsProps) {
  const { t } = useTranslation("chat");
  const { busy, download } = useDownload(conversationId);
  if (attachments.length === 0) return null;
  const images = attachments.filter(isImage);
  const files = attachments.filter((a) => !isImage(a));
  return (
    <Stack spacing={0.75} sx={{ mb: 0.5 }} data-testid="chat-attachments">
      {images.length > 0 ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
          {images.map((a) => (
            <ImageThumbnail
              key={a.id}
              conversationId={conversationId}
              attachment={a}
              busy={busy === a.id}
              onDownload={() => void download(a)}
            />
          ))}
        </Box>
      ) : null}
      {files.map((a) => (
        <ButtonBase
          key={a.id}
          onClick={() => void download(a)}
          disabled={busy === a.id}
          aria-label={t("attachments.download", { name: a.filename })}
          sx={(theme) => ({
            justifyContent: "flex-start",
            gap: 1,
            px: 1,
            py: 0.75,
            borderRadius: 1.5,
            textAlign: "left",
            width: "100%",
            minWidth: { xs: 0, sm: 240 },
            color: "inherit",
            border: 1,
            borderColor: mine ? alpha(theme.palette.primary.contrastText, 0.35) : "divider",
            bgcolor: mine ? alpha(theme.palette.primary.contrastText, 0.12) : "background.default",
            "&:hover": {
              bgcolor: mine ? alpha(theme.palette.primary.contrastText, 0.2) : "action.hover",
            },
          })}
          data-testid="chat-attachment-file"
        >
          <FileIcon type={a.content_type} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {a.filename}
            </Typography>
            <Typography variant="caption" sx={{ opacity: 0.8 }}>
              {fileSizeLabel(a.size)}
            </Typography>
          </Box>
          {busy === a.id ? (
            <CircularProgress size={18} color="inherit" />
          ) : (
            <FileDownloadOutlined fontSize="small" />
          )}
        </ButtonBase>
      ))}
    </Stack>
  );
}
