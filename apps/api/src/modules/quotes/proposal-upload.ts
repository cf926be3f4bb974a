import type { MultipartFile } from "@fastify/multipart";
import { type FpProposalInput, QUOTE_LIMITS } from "@mkt/contracts";
import { readUpload } from "../company/index.ts";

/** What the multipart proposal carries: its fields, and the document when one was attached. */
export type ProposalUpload = { input: FpProposalInput; file: MultipartFile | undefined };

/** Reads the optional PDF of a proposal (checked by content, at most 10 MB). */
export const readProposalDocument = (file: MultipartFile) =>
  readUpload(file, QUOTE_LIMITS.documentMaxBytes, ["pdf"]);
