import {
  configurationLoginSchema,
  healthSchema,
  type Language,
  maintenanceNoticeSchema,
} from "@mkt/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../shared/api/api-error.ts";
import { apiRequest } from "../../shared/api/http-client.ts";

/**
 * Is the platform back? GET /api/health must answer ok; health stays reachable during maintenance,
 * so an ordinary public call must also answer without data.status "down".
 */
async function platformIsUp(): Promise<boolean> {
  const health = await apiRequest("health", healthSchema, { ignoreMaintenance: true });
  if (health.status !== "ok") return false;
  try {
    await apiRequest("auth/getConfigurationLogin", configurationLoginSchema, { ignoreMaintenance: true });
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === "common.maintenance") return false;
    throw error;
  }
}

export function usePlatformCheck() {
  return useMutation({ mutationFn: platformIsUp });
}

/** GET admin/maintenance/notice (public, answers in maintenance): the message staff wrote, in the reader's language. */
export function useMaintenanceNotice(language: Language) {
  return useQuery({
    queryKey: ["maintenance-notice", language],
    queryFn: ({ signal }) =>
      apiRequest("admin/maintenance/notice", maintenanceNoticeSchema, { ignoreMaintenance: true, signal }),
    retry: false,
  });
}
