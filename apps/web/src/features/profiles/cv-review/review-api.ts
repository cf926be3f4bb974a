import { cvPreviewTextSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "../../../shared/api/http-client.ts";

const previewKeys = {
  file: (uploadId: string) => ["cv-preview", "file", uploadId] as const,
  text: (uploadId: string) => ["cv-preview", "text", uploadId] as const,
};

/** GET profiles/cv/:uploadId/file: the uploaded original (fetched with the token, shown from a blob URL). */
export function useCvOriginal(uploadId: string, enabled: boolean) {
  return useQuery({
    queryKey: previewKeys.file(uploadId),
    queryFn: () => apiDownload(`profiles/cv/${uploadId}/file`),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** GET profiles/cv/:uploadId/text: the original's text in reading order (the preview of a DOCX). */
export function useCvText(uploadId: string, enabled: boolean) {
  return useQuery({
    queryKey: previewKeys.text(uploadId),
    queryFn: ({ signal }) =>
      apiRequest(`profiles/cv/${uploadId}/text`, cvPreviewTextSchema, { auth: true, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
