import { type FpProposalInput, QUOTE_LIMITS } from "@mkt/contracts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";

/** What the multipart proposal carries: its fields, and the document when one was attached. */
export type ProposalUpload = { input: FpProposalInput; file: IncomingFile | undefined };

/** Reads the optional PDF of a proposal (checked by content, at most 10 MB). */
export const readProposalDocument = (file: IncomingFile) =>
  readUpload(file, { maxBytes: QUOTE_LIMITS.documentMaxBytes, kinds: ["pdf"] });
