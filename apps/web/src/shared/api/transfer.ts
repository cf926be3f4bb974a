import { errorEnvelopeSchema } from "@mkt/contracts";
import type { z } from "zod";
import { getToken } from "../session/session-store.ts";
import { ApiError } from "./api-error.ts";
import {
  apiDownload,
  apiHeaders,
  buildUrl,
  isSuccess,
  parseJson,
  type RawResult,
  refreshAccessToken,
  reportIfBlocked,
  toError,
} from "./http-client.ts";

/**
 * Uploads with progress and downloads handed to the browser, on the HTTP client's request core (same address,
 * headers, envelope and error decoding, same session refresh).
 */

function uploadError(result: RawResult): ApiError {
  // No answer at all: the file never reached the server.
  if (result.status === 0) return new ApiError(0, "upload.not_sent", "");
  // A proxy or the server may refuse an oversized body before the API answers with its envelope.
  if (result.status === 413 && !errorEnvelopeSchema.safeParse(result.body).success) {
    return new ApiError(413, "upload.too_large", "");
  }
  return toError(result);
}

/** XMLHttpRequest, because fetch reports no upload progress. */
function postForm(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<RawResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path, undefined));
    for (const [name, value] of Object.entries(apiHeaders(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded * 100) / event.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.send(form);
  });
}

/**
 * Uploads one file as multipart/form-data with upload progress (0–100), refreshing the session once on 401
 * like every data call, and returns the envelope's data validated with `schema`.
 */
export function uploadFile<S extends z.ZodType>(
  path: string,
  file: File,
  schema: S,
  onProgress: (percent: number) => void = () => {},
): Promise<z.output<S>> {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadForm(path, form, schema, onProgress);
}

/**
 * Posts a multipart/form-data body (text fields and files) with upload progress (0–100), refreshing the session
 * once on 401; a function blocked by the plan opens the blocked-feature modal, as data calls do.
 */
export async function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (percent: number) => void = () => {},
): Promise<z.output<S>> {
  let result = await postForm(path, form, getToken(), onProgress);
  if (result.status === 401 && getToken()) {
    onProgress(0);
    result = await postForm(path, form, await refreshAccessToken(), onProgress);
  }
  if (!isSuccess(result)) {
    const error = uploadError(result);
    reportIfBlocked(error);
    throw error;
  }
  const parsed = schema.safeParse((result.body as { data: unknown }).data);
  if (!parsed.success) throw new ApiError(result.status, "common.server_error", "");
  return parsed.data;
}

/** Downloads a protected file with the session's token and hands it to the browser as a download. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await apiDownload(path));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
