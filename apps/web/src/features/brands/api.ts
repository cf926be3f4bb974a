import { type BrandBodyInput, brandAdminSchema, pageOf } from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { uploadFile } from "../../shared/api/transfer.ts";

export type BrandAdmin = z.infer<typeof brandAdminSchema>;
export type BrandFilters = { page: number; search: string };

export const BRANDS_PAGE_SIZE = 20;

export const brandsKeys = {
  all: ["admin", "brands"] as const,
  list: (filters: BrandFilters) => ["admin", "brands", filters] as const,
};

/** GET admin/brands (staff): a page of brands, the default first. */
export function useBrandsAdmin(filters: BrandFilters) {
  return useQuery({
    queryKey: brandsKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest("admin/brands", pageOf(brandAdminSchema), {
        auth: true,
        query: { page: filters.page, limit: BRANDS_PAGE_SIZE, search: filters.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/brands or PUT admin/brands/:id (Administrator); the host's own brand is reloaded too. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BrandBodyInput }) =>
      id === null
        ? apiRequest("admin/brands", brandAdminSchema, { method: "POST", auth: true, body })
        : apiRequest(`admin/brands/${id}`, brandAdminSchema, { method: "PUT", auth: true, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: brandsKeys.all });
      // The theme of this very page comes from its host's brand (shared useBrand, key ["brand", host]).
      void queryClient.invalidateQueries({ queryKey: ["brand"] });
    },
  });
}

/** POST admin/brands/:id/loginImage (Administrator): PNG, JPEG or WebP, at most 2 MB. */
export function useUploadLoginImage(brandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(`admin/brands/${brandId}/loginImage`, file, brandAdminSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: brandsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["brand"] });
    },
  });
}
