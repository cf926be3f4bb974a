import {
  type Language,
  productCategorySchema,
  type ServiceContent,
  type ServiceStatus,
  serviceDetailSchema,
  serviceFileSchema,
  serviceListSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { uploadFile } from "../../shared/api/transfer.ts";

export const SERVICES_PAGE_SIZE = 20;

export type MyServicesFilter = { page: number; status?: ServiceStatus; search?: string };

export const serviceKeys = {
  all: ["services"] as const,
  mine: (filter: MyServicesFilter) => ["services", "mine", filter] as const,
  detail: (id: number) => ["services", "detail", id] as const,
  categories: (language: Language) => ["service-categories", language] as const,
};

/** GET services/mine: the company's services, newest updated first. */
export function useMyServices(filter: MyServicesFilter) {
  return useQuery({
    queryKey: serviceKeys.mine(filter),
    queryFn: ({ signal }) =>
      apiRequest("services/mine", serviceListSchema, {
        auth: true,
        signal,
        query: {
          page: filter.page,
          limit: SERVICES_PAGE_SIZE,
          status: filter.status,
          search_word: filter.search || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET services/:id: the live version and the working revision. */
export function useService(id: number | null) {
  return useQuery({
    queryKey: serviceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`services/${id}`, serviceDetailSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

/** GET services/categories: the product categories in the reader's language, parents before children. */
export function useServiceCategories(language: Language) {
  return useQuery({
    queryKey: serviceKeys.categories(language),
    queryFn: ({ signal }) =>
      apiRequest("services/categories", z.array(productCategorySchema), { auth: true, signal }),
    staleTime: 30 * 60_000,
  });
}

/** After any change the lists and the service's detail are read again. */
function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: serviceKeys.all });
}

/** POST services (create, a new draft) or PUT services/:id (save the working draft). */
export function useSaveService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, content }: { id: number | null; content: ServiceContent }) =>
      id === null
        ? apiRequest("services", serviceDetailSchema, { auth: true, method: "POST", body: content })
        : apiRequest(`services/${id}`, serviceDetailSchema, { auth: true, method: "PUT", body: content }),
    onSettled: invalidate,
  });
}

/** The state changes a supplier makes from the list and the form. */
export type ServiceCommand = "submit" | "publish" | "unpublish" | "duplicate";

/** POST services/:id/{submit,publish,unpublish,duplicate}: each answers the (new) service's detail. */
export function useServiceCommand() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, command }: { id: number; command: ServiceCommand }) =>
      apiRequest(`services/${id}/${command}`, serviceDetailSchema, { auth: true, method: "POST" }),
    onSettled: invalidate,
  });
}

/** DELETE services/:id: a service never approved and not in review. */
export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`services/${id}`, z.unknown(), { auth: true, method: "DELETE" }),
    onSettled: invalidate,
  });
}

/** POST services/files: a brochure (PDF) for the company's services, with upload progress; its id and name. */
export function useUploadServiceFile(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => uploadFile("services/files", file, serviceFileSchema, onProgress),
  });
}
