import { type FunctionEntry, functionEntrySchema, functionListSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../api/http-client.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { useSession } from "./use-session.ts";

const storedSchema = z.array(functionEntrySchema);

/** §7: the company's function list, kept in session storage after login. */
export function storedFunctions(): FunctionEntry[] | undefined {
  const raw = sessionStorage.getItem(STORAGE_KEYS.functions);
  if (!raw) return undefined;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET functions/getFunctionCompany, stored in session storage as `functions`. */
export async function fetchCompanyFunctions(): Promise<FunctionEntry[]> {
  const { functions } = await apiRequest("functions/getFunctionCompany", functionListSchema, { auth: true });
  sessionStorage.setItem(STORAGE_KEYS.functions, JSON.stringify(functions));
  return functions;
}

export const functionsKey = (userId: number) => ["company-functions", userId] as const;

/** The function list: the stored one, fetched when the tab has none (session storage is per tab). */
export function useCompanyFunctions(userId: number, enabled = true) {
  return useQuery({
    queryKey: functionsKey(userId),
    queryFn: fetchCompanyFunctions,
    initialData: storedFunctions,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorNotice: true },
    enabled,
  });
}

/** The signed-in user's function list (none asked without a session). */
export function useSessionFunctions() {
  const session = useSession();
  return useCompanyFunctions(session?.user.id ?? 0, session !== null);
}
