import {
  type AssociationCandidate,
  type AssociationDirection,
  type AssociationItem,
  associationCandidateSchema,
  associationItemSchema,
  pageOf,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

export type { AssociationCandidate, AssociationItem };

const pageSchema = pageOf(associationItemSchema);
export type AssociationPage = z.infer<typeof pageSchema>;

export const ASSOCIATION_PAGE_SIZE = 10;

export const associationKeys = {
  all: ["associations"] as const,
  list: (direction: AssociationDirection, status: number, page: number, limit: number) =>
    ["associations", "list", direction, status, page, limit] as const,
  candidates: (q: string) => ["associations", "candidates", q] as const,
};
/** The sidebar badges count pending links: they refresh with every change. */
const counterKey = ["sidebar-counter"] as const;

/** GET associations/listAssociation: one direction and status of the company's links, a page at a time. */
export function useAssociations(
  direction: AssociationDirection,
  status: number,
  page = 1,
  limit = ASSOCIATION_PAGE_SIZE,
) {
  return useQuery({
    queryKey: associationKeys.list(direction, status, page, limit),
    queryFn: ({ signal }) =>
      apiRequest("associations/listAssociation", pageSchema, {
        auth: true,
        signal,
        query: { direction, status, page, limit },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET associations/candidates: companies of the other side by name (two characters at least). */
export function useAssociationCandidates(q: string) {
  return useQuery({
    queryKey: associationKeys.candidates(q),
    queryFn: ({ signal }) =>
      apiRequest("associations/candidates", z.array(associationCandidateSchema), {
        auth: true,
        signal,
        query: { q },
      }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: associationKeys.all }),
      queryClient.invalidateQueries({ queryKey: counterKey }),
    ]);
}

/** POST associations: invite a company into the list, or ask to join a client's list. */
export function useRequestAssociation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (companyId: number) =>
      apiRequest("associations", associationItemSchema, {
        method: "POST",
        auth: true,
        body: { company_id: companyId },
      }),
    onSuccess: invalidate,
  });
}

/** POST associations/:id/accept or /refuse (the receiver of a pending link). */
export function useAnswerAssociation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      apiRequest(`associations/${id}/${accept ? "accept" : "refuse"}`, associationItemSchema, {
        method: "POST",
        auth: true,
      }),
    onSuccess: invalidate,
  });
}

/** DELETE associations/:id: remove an accepted link or withdraw a pending one. */
export function useRemoveAssociation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`associations/${id}`, z.object({ id: z.number() }), { method: "DELETE", auth: true }),
    onSuccess: invalidate,
  });
}
