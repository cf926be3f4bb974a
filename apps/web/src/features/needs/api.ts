import {
  type ClientNeedListQuery,
  clientNeedListItemSchema,
  clientNeedSchema,
  type FixedPriceListQuery,
  type FpNeedBody,
  needDocumentSchema,
  type OpenProject,
  openPositionSchema,
  openProjectSchema,
  type PositionListQuery,
  pageOf,
  type TmNeedBody,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";
import { downloadFile, uploadFile } from "../../shared/api/transfer.ts";

const needPageSchema = pageOf(clientNeedListItemSchema);
const positionPageSchema = pageOf(openPositionSchema);
const projectPageSchema = pageOf(openProjectSchema);

export const needKeys = {
  all: ["needs"] as const,
  own: (query: ClientNeedListQuery) => ["needs", "own", query] as const,
  detail: (id: number) => ["needs", "detail", id] as const,
  positions: (query: PositionListQuery) => ["needs", "positions", query] as const,
  projects: (query: FixedPriceListQuery) => ["needs", "projects", query] as const,
};

type Query = Record<string, string | number | undefined>;
const toQuery = (query: object): Query =>
  Object.fromEntries(
    Object.entries(query).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.join(",") || undefined : (v as Query[string]),
    ]),
  );

/** GET client/need: the company's needs. */
export function useOwnNeeds(query: ClientNeedListQuery) {
  return useQuery({
    queryKey: needKeys.own(query),
    queryFn: ({ signal }) =>
      apiRequest("client/need", needPageSchema, { auth: true, signal, query: toQuery(query) }),
    placeholderData: keepPreviousData,
  });
}

/** GET client/need/:id: one own need, whole. */
export function useOwnNeed(id: number | null) {
  return useQuery({
    queryKey: needKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`client/need/${id}`, clientNeedSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

export type SaveNeed =
  | { type: "tm"; id: number | null; body: TmNeedBody }
  | { type: "fp"; id: number | null; body: FpNeedBody };

/** Creates a need (POST) or saves its draft (PUT); with body.publish it is published too. */
export function saveNeed(input: SaveNeed) {
  const path =
    input.id === null
      ? input.type === "tm"
        ? "client/need/createNeedAndNeedResource"
        : "client/need/projectFixedPrice/create"
      : `client/need/${input.id}/${input.type === "tm" ? "time-material" : "fixed-price"}`;
  return apiRequest(path, clientNeedSchema, {
    auth: true,
    method: input.id === null ? "POST" : "PUT",
    body: input.body,
  });
}

export function useNeedAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "publish" | "close" }) =>
      apiRequest(`client/need/${id}/${action}`, clientNeedSchema, { auth: true, method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: needKeys.all }),
  });
}

/** Uploads the FP functional analysis, or an attachment of any need. */
export function uploadNeedDocument(
  needId: number,
  kind: "functional_analysis" | "attachment",
  file: File,
  onProgress?: (percent: number) => void,
) {
  const path =
    kind === "functional_analysis"
      ? "client/need/projectFixedPrice/projectFixedDoc"
      : "client/need/projectDoc";
  return uploadFile(`${path}?need_id=${needId}`, file, needDocumentSchema, onProgress);
}

export function downloadNeedDocument(needId: number, document: { id: number; filename: string }) {
  return downloadFile(`needs/${needId}/documents/${document.id}`, document.filename);
}

/** GET positions: published T&M positions. */
export function useOpenPositions(query: PositionListQuery) {
  return useQuery({
    queryKey: needKeys.positions(query),
    queryFn: ({ signal }) =>
      apiRequest("positions", positionPageSchema, { auth: true, signal, query: toQuery(query) }),
    placeholderData: keepPreviousData,
  });
}

/** GET positions/fixed-price: published Fixed Price projects. */
export function useOpenProjects(query: FixedPriceListQuery) {
  return useQuery({
    queryKey: needKeys.projects(query),
    queryFn: ({ signal }) =>
      apiRequest("positions/fixed-price", projectPageSchema, { auth: true, signal, query: toQuery(query) }),
    placeholderData: keepPreviousData,
  });
}

export type { OpenProject };
