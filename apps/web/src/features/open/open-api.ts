import {
  type Language,
  type OpenTokenAccess,
  type openAvailabilityBodySchema,
  openContactSentSchema,
  type openFpNeedBodySchema,
  openSidebarElementSchema,
  type openTmNeedBodySchema,
  openTokenAccessSchema,
} from "@mkt/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

/** Body of POST open/addTokenOpenAccess as the entry page sends it (strings straight from the entry URL). */
export type OpenTokenRequestBody = {
  redirect_url: string;
  type_version: string;
  type_caller: string;
  have_sidebar: string;
  language?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  inside?: string;
  type?: string;
  company_id?: string;
  employee_id?: string;
  mode_operation?: string;
};

export type OpenNeedPost =
  | { type: "tm"; body: z.output<typeof openTmNeedBodySchema> }
  | { type: "fp"; body: z.output<typeof openFpNeedBodySchema> };

/** Every open-access query lives under "open". */
export const openKeys = {
  all: ["open"] as const,
  access: (token: string) => ["open", "access", token] as const,
  sidebar: (token: string) => ["open", "sidebar", token] as const,
};

/** POST open/addTokenOpenAccess: a new anonymous visit (spec §4 open entry). */
export function requestOpenToken(body: OpenTokenRequestBody): Promise<OpenTokenAccess> {
  return apiRequest("open/addTokenOpenAccess", openTokenAccessSchema, { method: "POST", body });
}

/** GET open/checkTokenAccess: the visit behind a token (401 open.token_invalid / open.token_expired). */
export function useOpenAccess(token: string) {
  return useQuery({
    queryKey: openKeys.access(token),
    queryFn: ({ signal }) =>
      apiRequest("open/checkTokenAccess", openTokenAccessSchema, { query: { token }, signal }),
    retry: false,
    staleTime: 60_000,
  });
}

/** GET sidebar/getSidebarElement: the open-view menu of the visit's product version. */
export function useOpenSidebar(token: string, enabled = true) {
  return useQuery({
    queryKey: openKeys.sidebar(token),
    queryFn: ({ signal }) =>
      apiRequest("sidebar/getSidebarElement", z.array(openSidebarElementSchema), {
        query: { token },
        signal,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST open/changeLanguage: the visit's language (the token travels in the body). */
export function useOpenChangeLanguage() {
  return useMutation({
    mutationFn: ({ token, language }: { token: string; language: Language }) =>
      apiRequest("open/changeLanguage", openTokenAccessSchema, { method: "POST", body: { token, language } }),
  });
}

/** POST open/requestAvailableProfile: a visitor asks about a profile; the registration link is mailed. */
export function useOpenRequestAvailability() {
  return useMutation({
    mutationFn: (body: z.output<typeof openAvailabilityBodySchema>) =>
      apiRequest("open/requestAvailableProfile", openContactSentSchema, { method: "POST", body }),
  });
}

/** POST open/positionQuotationOpen (T&M) or open/saveProjectOpen (FP): a visitor's need with their contacts. */
export function useOpenPostNeed() {
  return useMutation({
    mutationFn: ({ type, body }: OpenNeedPost) =>
      apiRequest(
        type === "tm" ? "open/positionQuotationOpen" : "open/saveProjectOpen",
        openContactSentSchema,
        {
          method: "POST",
          body,
        },
      ),
  });
}
