import { configurationLoginSchema, healthSchema } from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
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
