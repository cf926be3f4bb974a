import {
  availabilitySchema,
  type CheckPivaBody,
  encodedValueSchema,
  type Language,
  openContactPrefillSchema,
  type registerBodySchema,
  registerResultSchema,
} from "@mkt/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";

/** Lists come back keyed by name; only the ones this form needs are read. */
const registerListsSchema = z.record(z.string(), z.array(encodedValueSchema));

export const registerKeys = { lists: (language: Language) => ["register-lists", language] as const };

export function useRegisterLists(language: Language) {
  return useQuery({
    queryKey: registerKeys.lists(language),
    queryFn: ({ signal }) =>
      apiRequest("encoded_value/listRegister", registerListsSchema, {
        method: "POST",
        body: { language },
        signal,
      }),
    staleTime: 30 * 60_000,
  });
}

export function checkEmail(email: string, role: number) {
  return apiRequest("auth/checkEmail", availabilitySchema, {
    method: "POST",
    body: { email, role, language: currentLanguage() },
  });
}

export function checkPiva(body: Pick<CheckPivaBody, "vat_number" | "foreign_company" | "country" | "role">) {
  return apiRequest("auth/checkPiva", availabilitySchema, {
    method: "POST",
    body: { ...body, language: currentLanguage() },
  });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: (body: z.output<typeof registerBodySchema>) =>
      apiRequest("auth/register", registerResultSchema, { method: "POST", body }),
  });
}

/** GET auth/checkTokenRegistration: the open-area lead behind a registration link (`contact=`), to pre-fill. */
export function useContactPrefill(token: string | null) {
  return useQuery({
    queryKey: ["register-contact", token],
    queryFn: ({ signal }) =>
      apiRequest("auth/checkTokenRegistration", openContactPrefillSchema, {
        query: { token: token ?? "" },
        signal,
      }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
