import {
  attachmentParamsSchema,
  CHAT_ATTACHMENT_LIMITS,
  chatMessageSchema,
  conversationIdParamsSchema,
  conversationItemSchema,
  envelope,
  markReadResultSchema,
  messageWindowQuerySchema,
  messageWindowSchema,
  pageOf,
  paginationQuerySchema,
  startConversationBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth } from "../auth/index.ts";
import { getForCaller, listForCaller, unreadMessages } from "./list-conversations.ts";
import { messageFromJson, messageFromParts } from "./message-input.ts";
import { attachmentForCaller, markConversationRead, messagesForCaller } from "./read-messages.ts";
import { sendMessage } from "./send-message.ts";
import { startConversation } from "./start-conversation.ts";

const tags = ["conversations"];
const security = [{ bearer: [] }];

/**
 * Chat between companies (§2.2 chat_component): a client with its suppliers, freelancers and academies. Taking
 * part needs the plan's chat function (403 plans.function_blocked with the limitation); staff may read.
 */
export function registerConversationRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;

  app.get(
    "/conversations/getChatsUnreads",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Unread chat messages for the caller (a number)",
        security,
        response: { 200: envelope(z.number()), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await unreadMessages(db, auth.row.userId, auth.row.companyId));
    },
  );

  app.get(
    "/conversations",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The caller company's conversations with messages, newest activity first",
        security,
        querystring: paginationQuerySchema,
        response: { 200: envelope(pageOf(conversationItemSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await listForCaller(db, requireAuth(request), request.query.page, request.query.limit)),
  );

  app.post(
    "/conversations",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Start (or get the existing) conversation with another company, optionally about a subject",
        security,
        body: startConversationBodySchema,
        response: { 200: envelope(conversationItemSchema), ...errorResponses },
      },
    },
    async (request) => ok(await startConversation(db, requireAuth(request), request.body)),
  );

  app.get(
    "/conversations/:id",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "One conversation of the caller's company",
        security,
        params: conversationIdParamsSchema,
        response: { 200: envelope(conversationItemSchema), ...errorResponses },
      },
    },
    async (request) => ok(await getForCaller(db, requireAuth(request), request.params.id)),
  );

  app.get(
    "/conversations/:id/messages",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "A window of messages, oldest to newest (before_id pages back)",
        security,
        params: conversationIdParamsSchema,
        querystring: messageWindowQuerySchema,
        response: { 200: envelope(messageWindowSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await messagesForCaller(
          db,
          requireAuth(request),
          request.params.id,
          request.query.limit,
          request.query.before_id,
        ),
      ),
  );

  app.post(
    "/conversations/:id/messages",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          "Send a message: JSON { body }, or multipart with the field body (optional with files) and up to 5 " +
          "files of at most 10 MB each (PDF, PNG, JPEG, WebP, DOCX, XLSX, ZIP by content); both companies' " +
          "users are told over the WebSocket",
        security,
        consumes: ["application/json", "multipart/form-data"],
        params: conversationIdParamsSchema,
        response: { 200: envelope(chatMessageSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await sendMessage(db, ctx.bus, ctx.storage, requireAuth(request), request.params.id, async () =>
          request.isMultipart()
            ? messageFromParts(
                request.parts({
                  // One more file than allowed reaches the check, which answers conversations.too_many_files.
                  limits: {
                    files: CHAT_ATTACHMENT_LIMITS.maxFiles + 1,
                    fileSize: CHAT_ATTACHMENT_LIMITS.maxBytes,
                    fields: 5,
                  },
                }),
                request.lang,
              )
            : messageFromJson(request.body, request.lang),
        ),
      ),
  );

  app.get(
    "/conversations/:id/attachments/:attachmentId",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Download a file of a message (the conversation's two companies, or staff)",
        security,
        params: attachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await attachmentForCaller(
        db,
        requireAuth(request),
        request.params.id,
        request.params.attachmentId,
      );
      return sendFile(reply, await ctx.storage.get(file.storageKey), {
        contentType: file.contentType,
        filename: file.filename,
        size: file.size,
        cacheControl: "private, max-age=86400",
      });
    },
  );

  app.post(
    "/conversations/:id/read",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Mark the conversation read up to its newest message",
        security,
        params: conversationIdParamsSchema,
        response: { 200: envelope(markReadResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok({ unread_total: await markConversationRead(db, ctx.bus, requireAuth(request), request.params.id) }),
  );
}
