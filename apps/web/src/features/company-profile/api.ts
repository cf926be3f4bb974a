import {
  type CompanyProfile,
  companyDocumentSchema,
  type companyProfileBodySchema,
  companyProfileSchema,
  documentationOverviewSchema,
  encodedValueSchema,
  jobSectorSchema,
  type Language,
} from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { shellKeys } from "../../shared/api/shell-queries.ts";
import { downloadFile, uploadFile } from "../../shared/api/transfer.ts";
import { useLookupSource } from "../../shared/lookups/lookup-source.tsx";
import { getSession, saveUser } from "../../shared/session/session-store.ts";

export type CompanyDocument = z.infer<typeof companyDocumentSchema>;
/** A configured document kind's code (contracts DocumentationSettings). */
export type DocumentKind = string;

export const companyProfileKeys = {
  profile: (userId: number) => ["company-profile", userId] as const,
  documents: (userId: number) => ["company-documents", userId] as const,
  documentation: (userId: number) => ["company-documentation", userId] as const,
  sectors: (language: Language) => ["job-sectors", language] as const,
  lists: (language: Language) => ["encoded-lists", language] as const,
  completed: (userId: number) => ["company-profile-completed", userId] as const,
};

/** GET company/profile: the caller's company. */
export function useCompanyProfile(userId: number, enabled = true) {
  return useQuery({
    queryKey: companyProfileKeys.profile(userId),
    queryFn: ({ signal }) => apiRequest("company/profile", companyProfileSchema, { auth: true, signal }),
    enabled,
  });
}

/** GET job_sectors in the interface language (or the list a visitor's page provides). */
export function useJobSectors(language: Language) {
  const provided = useLookupSource()?.sectors;
  const own = useQuery({
    queryKey: companyProfileKeys.sectors(language),
    queryFn: ({ signal }) => apiRequest("job_sectors", z.array(jobSectorSchema), { auth: true, signal }),
    staleTime: 30 * 60_000,
    enabled: provided === undefined,
  });
  return provided ?? own;
}

/** Lists come back keyed by name; only the ones the profile form needs are read. */
const listsSchema = z.record(z.string(), z.array(encodedValueSchema));

/** GET encoded_value/list: company sizes, revenues and how_do_you_know in the user's language. */
export function useEncodedLists(language: Language) {
  return useQuery({
    queryKey: companyProfileKeys.lists(language),
    queryFn: ({ signal }) => apiRequest("encoded_value/list", listsSchema, { auth: true, signal }),
    staleTime: 30 * 60_000,
  });
}

/** Keeps the stored user's company flags (§3) in step with the saved profile. */
function syncStoredUser(profile: CompanyProfile): void {
  const session = getSession();
  if (!session) return;
  const profiled = profile.profiled ? 1 : 0;
  const { user } = session;
  if (
    user.company_profile_profiled === profiled &&
    user.company_name === profile.name &&
    user.id_doc_status === profile.id_doc_status
  )
    return;
  saveUser({
    ...user,
    company_profile_profiled: profiled,
    company_name: profile.name,
    id_doc_status: profile.id_doc_status,
    limit_date_documentation: profile.limit_date_documentation,
  });
}

function useProfileSaved(userId: number) {
  const queryClient = useQueryClient();
  return (profile: CompanyProfile) => {
    queryClient.setQueryData(companyProfileKeys.profile(userId), profile);
    queryClient.setQueryData(companyProfileKeys.completed(userId), profile.profiled ? 1 : 0);
    syncStoredUser(profile);
  };
}

/** PUT company/profile. */
export function useSaveCompanyProfile(userId: number) {
  const saved = useProfileSaved(userId);
  return useMutation({
    mutationFn: (body: z.output<typeof companyProfileBodySchema>) =>
      apiRequest("company/profile", companyProfileSchema, { method: "PUT", body, auth: true }),
    onSuccess: saved,
  });
}

/** POST company/logo with upload progress. */
export function useUploadLogo(userId: number, onProgress: (percent: number) => void) {
  const saved = useProfileSaved(userId);
  return useMutation({
    mutationFn: (file: File) => uploadFile("company/logo", file, companyProfileSchema, onProgress),
    onSuccess: saved,
  });
}

/** GET company/documents. */
export function useCompanyDocuments(userId: number) {
  return useQuery({
    queryKey: companyProfileKeys.documents(userId),
    queryFn: ({ signal }) =>
      apiRequest("company/documents", z.array(companyDocumentSchema), { auth: true, signal }),
  });
}

/** POST company/documents?kind=…: missing documentation goes under revision, so the status is re-read. */
export function useUploadDocument(userId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind, expiresAt }: { file: File; kind: DocumentKind; expiresAt: string }) => {
      const query = new URLSearchParams({ kind, ...(expiresAt ? { expires_at: expiresAt } : {}) });
      return uploadFile(`company/documents?${query}`, file, companyDocumentSchema, onProgress);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyProfileKeys.documentation(userId) }),
        queryClient.invalidateQueries({ queryKey: companyProfileKeys.documents(userId) }),
        queryClient.invalidateQueries({ queryKey: companyProfileKeys.profile(userId) }),
        queryClient.invalidateQueries({ queryKey: shellKeys.documentation(userId) }),
      ]);
      const profile = queryClient.getQueryData<CompanyProfile>(companyProfileKeys.profile(userId));
      if (profile) syncStoredUser(profile);
    },
  });
}

/** GET company/documents/:id as a download. */
export function downloadDocument(document: CompanyDocument): Promise<void> {
  return downloadFile(`company/documents/${document.id}`, document.filename);
}

/** §7 company/getStatusCompletedCompanyProfile: 0 while the company profile is incomplete. */
export function useProfileCompleted(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: companyProfileKeys.completed(userId),
    queryFn: ({ signal }) =>
      apiRequest("company/getStatusCompletedCompanyProfile", z.number(), { auth: true, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** §7 POST company/addCountSkip {counter}: one more skip of the complete-profile modal. */
export function useAddCountSkip() {
  return useMutation({
    mutationFn: () =>
      apiRequest("company/addCountSkip", z.object({ skips: z.number() }), {
        method: "POST",
        body: { counter: 1 },
        auth: true,
      }),
  });
}

/** GET company/documentation: status, deadline, the configured kinds, what is missing and the last change. */
export function useDocumentationOverview(userId: number) {
  return useQuery({
    queryKey: companyProfileKeys.documentation(userId),
    queryFn: ({ signal }) =>
      apiRequest("company/documentation", documentationOverviewSchema, { auth: true, signal }),
  });
}

/** POST company/documentation/submit: the documentation goes under revision (4 → 1). */
export function useSubmitDocumentation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("company/documentation/submit", z.object({ id_doc_status: z.number() }), {
        method: "POST",
        auth: true,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyProfileKeys.documentation(userId) }),
        queryClient.invalidateQueries({ queryKey: companyProfileKeys.profile(userId) }),
        queryClient.invalidateQueries({ queryKey: shellKeys.documentation(userId) }),
      ]);
      const profile = queryClient.getQueryData<CompanyProfile>(companyProfileKeys.profile(userId));
      if (profile) syncStoredUser(profile);
    },
  });
}
