import { fpProposalBodySchema, issueField, issueToValidation, validationMessage } from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { requestLanguage } from "../../lib/http.ts";
import type { IncomingFile } from "../../storage/uploads.ts";
import { readProposalDocument } from "./proposal-upload.ts";

/**
 * Reads a Fixed Price proposal from the request: multipart text fields (price, delivery_date, note) and at most one
 * PDF, validated before anything is stored. With `allowJson`, a JSON body with the same fields (no document) is
 * read too; otherwise a request that is not multipart answers 400 upload.missing.
 */
export async function readProposalForm(request: FastifyRequest, options: { allowJson?: boolean } = {}) {
  const fields: Record<string, unknown> = {};
  let document: { data: Buffer; filename: string } | null = null;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const file = part as IncomingFile;
        if (file.filename) document = await readProposalDocument(file);
        else await file.toBuffer();
      } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } else if (options.allowJson && request.body && typeof request.body === "object") {
    Object.assign(fields, request.body);
  } else throw new AppError("upload.missing");
  const parsed = fpProposalBodySchema.safeParse(fields);
  if (!parsed.success) {
    const lang = requestLanguage(request);
    throw new AppError("validation.failed", {
      fieldErrors: parsed.error.issues.map((issue) => {
        const v = issueToValidation(issue);
        return { field: issueField(issue), code: v.code, message: validationMessage(v.code, lang, v.params) };
      }),
    });
  }
  return { input: parsed.data, document };
}
