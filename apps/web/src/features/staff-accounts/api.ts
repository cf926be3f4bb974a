import {
  bulkApproveResultSchema,
  type ClaimCompanyBody,
  claimCompanyResultSchema,
  claimInfoSchema,
  freelanceVerificationSchema,
  freelanceVerificationStateSchema,
  type GhostAccountBody,
  ghostCompaniesPageSchema,
  type InscriptionDecisionBody,
  inscriptionDecisionResultSchema,
  inscriptionsPageSchema,
  type StaffInviteBody,
  staffUserSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { downloadFile } from "../../shared/api/transfer.ts";

export const STAFF_ACCOUNTS_PAGE_SIZE = 20;

export type InscriptionFilters = {
  page: number;
  search: string;
  type: string | null;
  sort: "created" | "name";
  order: "asc" | "desc";
};

export const staffAccountKeys = {
  inscriptions: ["admin", "inscriptions"] as const,
  inscriptionList: (f: InscriptionFilters) => ["admin", "inscriptions", f] as const,
  ghosts: ["admin", "ghost-companies"] as const,
  ghostList: (page: number, search: string) => ["admin", "ghost-companies", page, search] as const,
  staffUsers: ["admin", "staff-users"] as const,
  verification: (id: number) => ["admin", "companies", "freelance-verification", id] as const,
};

const inscriptionQuery = (f: InscriptionFilters) => ({
  search: f.search || undefined,
  type: f.type ?? undefined,
  sort: f.sort,
  order: f.order,
});

/** GET admin/inscriptions (staff): a page of sign-ups waiting for approval. */
export function useInscriptions(filters: InscriptionFilters) {
  return useQuery({
    queryKey: staffAccountKeys.inscriptionList(filters),
    queryFn: ({ signal }) =>
      apiRequest("admin/inscriptions", inscriptionsPageSchema, {
        auth: true,
        signal,
        query: { page: filters.page, limit: STAFF_ACCOUNTS_PAGE_SIZE, ...inscriptionQuery(filters) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/inscriptions/export: the current filter's sign-ups (every page) as a CSV download. */
export function exportInscriptions(filters: InscriptionFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(inscriptionQuery(filters))) if (value) params.set(key, value);
  return downloadFile(`admin/inscriptions/export?${params.toString()}`, "pending-inscriptions.csv");
}

/** POST admin/inscriptions/:id/decision: approve, or reject with a reason. */
export function useDecideInscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InscriptionDecisionBody }) =>
      apiRequest(`admin/inscriptions/${id}/decision`, inscriptionDecisionResultSchema, {
        method: "POST",
        auth: true,
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.inscriptions }),
  });
}

/** POST admin/inscriptions/approve: several sign-ups at once. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest("admin/inscriptions/approve", bulkApproveResultSchema, {
        method: "POST",
        auth: true,
        body: { ids },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.inscriptions }),
  });
}

/** GET admin/ghost-companies (staff): companies created on a supplier's behalf, with their claim state. */
export function useGhostCompanies(page: number, search: string) {
  return useQuery({
    queryKey: staffAccountKeys.ghostList(page, search),
    queryFn: ({ signal }) =>
      apiRequest("admin/ghost-companies", ghostCompaniesPageSchema, {
        auth: true,
        signal,
        query: { page, limit: STAFF_ACCOUNTS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

const createdGhostSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  profiles: z.number(),
});

/** POST admin/ghost-companies (Administrator): the company, its contact and its profiles. */
export function useCreateGhost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GhostAccountBody) =>
      apiRequest("admin/ghost-companies", createdGhostSchema, { method: "POST", auth: true, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.ghosts }),
  });
}

/** POST admin/ghost-companies/:id/claim-invitation (Administrator): mails the claim link. */
export function useSendClaimInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(
        `admin/ghost-companies/${id}/claim-invitation`,
        z.object({ id: z.number(), sent: z.literal(true) }),
        {
          method: "POST",
          auth: true,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.ghosts }),
  });
}

/** POST company/claim/info (public): the company a claim link opens; the token stays out of the address. */
export function useClaimInfo(token: string) {
  return useQuery({
    queryKey: ["claim-company", token],
    queryFn: ({ signal }) =>
      apiRequest("company/claim/info", claimInfoSchema, { method: "POST", body: { token }, signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST company/claim (public): password and terms; the supplier owns the company. */
export function claimCompany(body: ClaimCompanyBody) {
  return apiRequest("company/claim", claimCompanyResultSchema, { method: "POST", body });
}

/** GET admin/staff-users (staff). */
export function useStaffUsers() {
  return useQuery({
    queryKey: staffAccountKeys.staffUsers,
    queryFn: ({ signal }) =>
      apiRequest("admin/staff-users", z.array(staffUserSchema), { auth: true, signal }),
  });
}

/** POST admin/staff-users (Administrator): the invitation e-mail carries the set-password link. */
export function useInviteStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) =>
      apiRequest("admin/staff-users", staffUserSchema, { method: "POST", auth: true, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.staffUsers }),
  });
}

/** PATCH admin/staff-users/:id (Administrator): role or activity. */
export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { role_id?: number; active?: boolean } }) =>
      apiRequest(`admin/staff-users/${id}`, staffUserSchema, { method: "PATCH", auth: true, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.staffUsers }),
  });
}

/** GET admin/companies/:id/freelance-verification (staff). */
export function useFreelanceVerification(companyId: number) {
  return useQuery({
    queryKey: staffAccountKeys.verification(companyId),
    queryFn: ({ signal }) =>
      apiRequest(`admin/companies/${companyId}/freelance-verification`, freelanceVerificationStateSchema, {
        auth: true,
        signal,
      }),
  });
}

/** POST freelance/checkValidFreelance (staff). */
export function useVerifyFreelancer(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("freelance/checkValidFreelance", freelanceVerificationSchema, {
        method: "POST",
        auth: true,
        body: { id: companyId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.verification(companyId) }),
  });
}
