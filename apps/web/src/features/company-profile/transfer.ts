import { errorEnvelopeSchema } from "@mkt/contracts";
import type { z } from "zod";
import { ApiError } from "../../shared/api/api-error.ts";
import { FUNCTION_BLOCKED_CODE, reportFunctionBlocked } from "../../shared/api/blocked-feature-bus.ts";
import { apiDownload, refreshAccessToken } from "../../shared/api/http-client.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { getToken } from "../../shared/session/session-store.ts";

type XhrResult = { status: number; body: unknown };

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorEnvelopeSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, errors, data } = parsed.data;
    return new ApiError(status, code, message, errors ?? [], data);
  }
  // A proxy or the server may refuse an oversized body before the API answers with its envelope.
  if (status === 413) return new ApiError(413, "upload.too_large", "");
  return new ApiError(status || 500, "common.server_error", "");
}

function postForm(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<XhrResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentLanguage());
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
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
  const ok =
    result.status >= 200 &&
    result.status < 300 &&
    typeof result.body === "object" &&
    result.body !== null &&
    (result.body as { success?: unknown }).success === true;
  if (!ok) {
    const error = toApiError(result.status, result.body);
    if (error.status === 403 && error.code === FUNCTION_BLOCKED_CODE) reportFunctionBlocked(error.data);
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
