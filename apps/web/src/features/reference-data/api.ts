import {
  categoryAdminSchema,
  categoryExportSchema,
  categoryPageSchema,
  jobSectorAdminSchema,
  jobSectorExportSchema,
  jobSectorPageSchema,
  lookupExportSchema,
  lookupPageSchema,
  lookupValueAdminSchema,
  mergePreviewSchema,
  mergeResultSchema,
  spokenLanguageAdminSchema,
  spokenLanguageExportSchema,
  spokenLanguagePageSchema,
  technologyAdminSchema,
  technologyCategoriesSchema,
  technologyExportSchema,
  technologyPageSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { spokenLanguagesKey } from "../../shared/api/spoken-languages.ts";

/** Rows per page of every reference list. */
export const REFERENCE_PAGE_SIZE = 20;

export type ListQuery = Record<string, string | number | undefined>;

/** An entry's key in its address: the id, or the code for spoken languages. */
type EntryKey = number | string;

/**
 * One reference list of the back office: its address under admin/reference and the schemas of its answers.
 * `alsoInvalidate`: other queries that read the same table (the forms' lookup).
 */
function resource<P extends z.ZodType, E extends z.ZodType, I extends z.ZodType>(
  path: string,
  schemas: { page: P; export: E; item: I },
  alsoInvalidate: readonly (readonly string[])[] = [],
) {
  const key = ["reference-data", path] as const;
  return {
    key,
    useList(query: ListQuery) {
      return useQuery({
        queryKey: [...key, "list", query],
        queryFn: ({ signal }) => apiRequest(path, schemas.page, { auth: true, signal, query }),
        placeholderData: keepPreviousData,
      });
    },
    exportAll(query: ListQuery) {
      return apiRequest(`${path}/export`, schemas.export, { auth: true, query });
    },
    useSave() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id: EntryKey | null; body: unknown }) =>
          apiRequest(id === null ? path : `${path}/${id}`, schemas.item, {
            auth: true,
            method: id === null ? "POST" : "PUT",
            body,
          }),
        onSuccess: () => {
          for (const queryKey of [key, ...alsoInvalidate]) void client.invalidateQueries({ queryKey });
        },
      });
    },
    useEnabled() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, enabled }: { id: EntryKey; enabled: boolean }) =>
          apiRequest(`${path}/${id}/enabled`, schemas.item, {
            auth: true,
            method: "POST",
            body: { enabled },
          }),
        onSuccess: () => {
          for (const queryKey of [key, ...alsoInvalidate]) void client.invalidateQueries({ queryKey });
        },
      });
    },
    useMergePreview(id: number | null) {
      return useQuery({
        queryKey: [...key, "merge-preview", id],
        queryFn: ({ signal }) =>
          apiRequest(`${path}/${id}/merge-preview`, mergePreviewSchema, { auth: true, signal }),
        enabled: id !== null,
        gcTime: 0,
      });
    },
    useMerge() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, survivorId }: { id: number; survivorId: number }) =>
          apiRequest(`${path}/${id}/merge`, mergeResultSchema, {
            auth: true,
            method: "POST",
            body: { survivor_id: survivorId },
          }),
        onSuccess: () => {
          for (const queryKey of [key, ...alsoInvalidate]) void client.invalidateQueries({ queryKey });
        },
      });
    },
  };
}

export const technologies = resource("admin/reference/technologies", {
  page: technologyPageSchema,
  export: technologyExportSchema,
  item: technologyAdminSchema,
});
export const jobSectors = resource("admin/reference/job-sectors", {
  page: jobSectorPageSchema,
  export: jobSectorExportSchema,
  item: jobSectorAdminSchema,
});
export const lookups = resource("admin/reference/lookups", {
  page: lookupPageSchema,
  export: lookupExportSchema,
  item: lookupValueAdminSchema,
});
export const productCategories = resource(
  "admin/reference/product-categories",
  { page: categoryPageSchema, export: categoryExportSchema, item: categoryAdminSchema },
  // The services form's category picker reads GET services/categories: a switched-off category leaves it at once.
  [["service-categories"]],
);

export const spokenLanguages = resource(
  "admin/reference/languages",
  { page: spokenLanguagePageSchema, export: spokenLanguageExportSchema, item: spokenLanguageAdminSchema },
  [spokenLanguagesKey],
);

/** The technology categories in use (the category filter and the dialog's suggestions). */
export function useTechnologyCategories() {
  return useQuery({
    queryKey: [...technologies.key, "categories"],
    queryFn: ({ signal }) =>
      apiRequest("admin/reference/technologies/categories", technologyCategoriesSchema, {
        auth: true,
        signal,
      }),
  });
}
