import { type eraseAccountBodySchema, eraseResultSchema } from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { downloadFile } from "../../shared/api/transfer.ts";

/** GET privacy/export: all my personal data as a ZIP (data.json and my files), saved by the browser. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () =>
      downloadFile("privacy/export", `personal-data-${new Date().toISOString().slice(0, 10)}.zip`),
  });
}

export type EraseAccountInput = z.input<typeof eraseAccountBodySchema>;

/** POST privacy/erase with the current password and the account's e-mail typed again. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (body: EraseAccountInput) =>
      apiRequest("privacy/erase", eraseResultSchema, { method: "POST", body, auth: true }),
  });
}
