import {
  compatibleProfileSchema,
  type FpProposalInput,
  pageOf,
  profileListItemSchema,
  type QuoteAction,
  type QuoteKind,
  type QuoteStatus,
  quoteSchema,
  type TmQuoteBody,
  type WithdrawBody,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { downloadFile, uploadForm } from "../../shared/api/transfer.ts";

const quotePageSchema = pageOf(quoteSchema);

export type MyQuotesFilter = { page: number; status?: QuoteStatus; kind?: QuoteKind };
export const MY_QUOTES_PAGE_SIZE = 10;
const quoteListSchema = z.array(quoteSchema);

/** The dashboard's queries (features/dashboard dashboardKeys.all), refreshed after a decision. */
const DASHBOARD_KEY = ["dashboard"] as const;

export const quoteKeys = {
  all: ["quotes"] as const,
  mine: (query: MyQuotesFilter) => ["quotes", "mine", query] as const,
  position: (id: number) => ["quotes", "position", id] as const,
  proposals: (needId: number) => ["quotes", "proposals", needId] as const,
  ownProfiles: ["quotes", "own-profiles"] as const,
  fitting: (positionId: number) => ["quotes", "fitting", positionId] as const,
};

/** GET quotes/mine: the supplier's quotes and proposals. */
export function useMyQuotes(query: MyQuotesFilter) {
  return useQuery({
    queryKey: quoteKeys.mine(query),
    queryFn: ({ signal }) =>
      apiRequest("quotes/mine", quotePageSchema, {
        auth: true,
        signal,
        query: { page: query.page, limit: MY_QUOTES_PAGE_SIZE, status: query.status, kind: query.kind },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET positions/:id/quotes: the client's quotes of one position, candidacies with match scores. */
export function usePositionQuotes(positionId: number) {
  return useQuery({
    queryKey: quoteKeys.position(positionId),
    queryFn: ({ signal }) =>
      apiRequest(`positions/${positionId}/quotes`, quoteListSchema, { auth: true, signal }),
  });
}

/** GET needs/:id/proposals: the client's Fixed Price proposals of one need. */
export function useNeedProposals(needId: number) {
  return useQuery({
    queryKey: quoteKeys.proposals(needId),
    queryFn: ({ signal }) => apiRequest(`needs/${needId}/proposals`, quoteListSchema, { auth: true, signal }),
  });
}

/** The supplier's published profiles, to propose in a quote. */
export function useOwnPublishedProfiles(enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.ownProfiles,
    queryFn: ({ signal }) =>
      apiRequest("profiles", pageOf(profileListItemSchema), {
        auth: true,
        signal,
        query: { published: "true", limit: 100, order_by: "updated" },
      }),
    enabled,
  });
}

/** The supplier's own profiles that fit a position, with their scores (when matching has computed them). */
export function useFittingProfiles(positionId: number, enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.fitting(positionId),
    queryFn: ({ signal }) =>
      apiRequest(`positions/${positionId}/my-fitting-profiles`, pageOf(compatibleProfileSchema), {
        auth: true,
        signal,
        query: { limit: 100 },
      }),
    enabled,
    retry: false,
  });
}

export function useSendQuote(positionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TmQuoteBody) =>
      apiRequest(`positions/${positionId}/quotes`, quoteSchema, { auth: true, method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

/** POST needs/:id/proposals: multipart fields and the optional PDF, with upload progress. */
export function sendProposal(
  needId: number,
  input: FpProposalInput,
  file: File | null,
  onProgress: (percent: number) => void,
) {
  return uploadFpProposal(`needs/${needId}/proposals`, quoteSchema, input, file, onProgress);
}

/** A Fixed Price proposal as multipart: price, delivery_date, note and the optional PDF in `file`. */
export function uploadFpProposal<S extends z.ZodType>(
  path: string,
  schema: S,
  input: FpProposalInput,
  file: File | null,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append("price", String(input.price));
  form.append("delivery_date", input.delivery_date);
  form.append("note", input.note);
  if (file) form.append("file", file, file.name);
  return uploadForm(path, form, schema, onProgress);
}

export type DecideInput = {
  target: "quotes" | "nominations";
  id: number;
  action: QuoteAction;
  reason?: string;
};

/** The client's favourite / discard / accept on a quote or a candidacy. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, id, action, reason }: DecideInput) =>
      apiRequest(`${target}/${id}/${action}`, quoteSchema, {
        auth: true,
        method: "POST",
        ...(action === "discard" ? { body: { reason } } : {}),
      }),
    // A decision moves the quote (a candidacy's moves its quote too): every list showing it reads it again, the
    // quotes' and the home's new-quotes block (the dashboard feature's key prefix), so none shows a stale status.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}

/** POST quotes/:id/withdraw: the supplier takes back its open quote or proposal. */
export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WithdrawBody }) =>
      apiRequest(`quotes/${id}/withdraw`, quoteSchema, { auth: true, method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

/** GET quotes/:id (the client's first look marks it viewed). */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`quotes/${id}`, quoteSchema, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

export const downloadQuotePdf = (id: number, language: string) =>
  downloadFile(`quotes/${id}/pdf?lang=${language}`, `preventivo-${id}.pdf`);
export const downloadQuoteDocument = (id: number, filename: string) =>
  downloadFile(`quotes/${id}/document`, filename);
