import {
  type ChatAttachment,
  type ChatMessage,
  type ConversationItem,
  chatMessageSchema,
  clientCreditsSchema,
  conversationItemSchema,
  type Limitation,
  type MessageWindow,
  markReadResultSchema,
  messageWindowSchema,
  pageOf,
  type RoleId,
  type StartConversationBody,
  supplierPlanStatusSchema,
  TIMINGS,
} from "@mkt/contracts";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiDownload, apiRequest } from "../../shared/api/http-client.ts";
import { shellKeys } from "../../shared/api/shell-queries.ts";
import { downloadFile, uploadForm } from "../../shared/api/transfer.ts";
import { loadsCredits, loadsPlanStatus } from "../plans/index.ts";

export type { ChatAttachment, ChatMessage, ConversationItem };

const LIST_PAGE_SIZE = 30;
const conversationPageSchema = pageOf(conversationItemSchema);
type ConversationPage = ReturnType<typeof conversationPageSchema.parse>;

/** Every chat query lives under "chat": a chat push refreshes them all at once. */
export const chatKeys = {
  all: ["chat"] as const,
  list: (userId: number) => ["chat", "list", userId] as const,
  conversation: (id: number) => ["chat", "conversation", id] as const,
  messages: (id: number) => ["chat", "messages", id] as const,
  /** Outside "chat": a file's bytes never change, a push need not fetch them again. */
  attachment: (conversationId: number, attachmentId: number) =>
    ["chat-attachment", conversationId, attachmentId] as const,
  /** Outside "chat": plan changes do not arrive as chat pushes. */
  limitation: (userId: number) => ["chat-limitation", userId] as const,
};

/**
 * The caller's chat limitation (§4, §5) from the plan call of its role: getNumberCredits for the client roles,
 * getPlanStatus for the supplier side; null for roles with neither (the API still enforces the plan).
 */
export function useChatLimitation(userId: number, roleId: RoleId, enabled = true) {
  const credits = loadsCredits(roleId);
  return useQuery({
    queryKey: chatKeys.limitation(userId),
    queryFn: async (): Promise<Limitation | null> => {
      const limitations = credits
        ? (await apiRequest("company/getNumberCredits", clientCreditsSchema, { auth: true })).limitations
        : (await apiRequest("company/getPlanStatus", supplierPlanStatusSchema, { auth: true })).limitations;
      return limitations.find((l) => l.state_function === "chat") ?? null;
    },
    enabled: enabled && (credits || loadsPlanStatus(roleId)),
    staleTime: 60_000,
  });
}

/** GET conversations: newest activity first, 30 a page; polled every 180 s (§9), refreshed on a push. */
export function useConversations(userId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: chatKeys.list(userId),
    queryFn: ({ pageParam }) =>
      apiRequest("conversations", conversationPageSchema, {
        auth: true,
        query: { page: pageParam, limit: LIST_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
    refetchInterval: TIMINGS.pollingMs,
  });
}

/** GET conversations/:id: the open conversation (also when it has no messages yet). */
export function useConversation(id: number | null) {
  return useQuery({
    queryKey: chatKeys.conversation(id ?? 0),
    queryFn: () => apiRequest(`conversations/${id}`, conversationItemSchema, { auth: true }),
    enabled: id !== null,
  });
}

/** GET conversations/:id/messages: the newest window first, older windows on demand; polled every 180 s. */
export function useMessages(id: number | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(id ?? 0),
    queryFn: ({ pageParam }) =>
      apiRequest(`conversations/${id}/messages`, messageWindowSchema, {
        auth: true,
        query: { before_id: pageParam },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
    enabled: id !== null,
    refetchInterval: TIMINGS.pollingMs,
  });
}

/** The loaded windows as one thread, oldest → newest. */
export function threadOf(data: InfiniteData<MessageWindow> | undefined): ChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}

/** POST conversations: opens (or finds) the conversation with a company, optionally about a subject. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationBody) =>
      apiRequest("conversations", conversationItemSchema, { method: "POST", body, auth: true }),
    onSuccess: (item) => queryClient.setQueryData(chatKeys.conversation(item.id), item),
  });
}

/** What the composer sends: the text and the files, with the upload's progress (0–100) when there are files. */
export type OutgoingMessage = { body: string; files: File[]; onProgress?: (percent: number) => void };

/**
 * POST conversations/:id/messages: text alone as JSON, with files as multipart (upload progress). The sent
 * message shows at once, then the list re-sorts.
 */
export function useSendMessage(id: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files, onProgress }: OutgoingMessage) => {
      if (files.length === 0)
        return apiRequest(`conversations/${id}/messages`, chatMessageSchema, {
          method: "POST",
          body: { body },
          auth: true,
        });
      const form = new FormData();
      form.append("body", body);
      for (const file of files) form.append("files", file, file.name);
      return uploadForm(`conversations/${id}/messages`, form, chatMessageSchema, onProgress);
    },
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<MessageWindow>>(chatKeys.messages(id), (data) => {
        if (!data?.pages[0] || data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
        const [newest, ...older] = data.pages;
        return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
      });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
    },
  });
}

/** POST conversations/:id/read: the top-bar counter and the list's badge drop at once. */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`conversations/${id}/read`, markReadResultSchema, { method: "POST", auth: true }),
    onSuccess: ({ unread_total }, id) => {
      queryClient.setQueryData(shellKeys.chatUnread, unread_total);
      queryClient.setQueryData<InfiniteData<ConversationPage>>(chatKeys.list(userId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((c) => (c.id === id ? { ...c, unread: 0 } : c)),
              })),
            }
          : data,
      );
    },
  });
}

const attachmentPath = (conversationId: number, attachment: ChatAttachment) =>
  `conversations/${conversationId}/attachments/${attachment.id}`;

/** An image attachment's bytes, fetched with the session's token (for its thumbnail); kept while the app runs. */
export function useAttachmentBlob(conversationId: number, attachment: ChatAttachment) {
  return useQuery({
    queryKey: chatKeys.attachment(conversationId, attachment.id),
    queryFn: () => apiDownload(attachmentPath(conversationId, attachment)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: 1,
  });
}

/** GET conversations/:id/attachments/:attachmentId as a download under the file's name. */
export function downloadAttachment(conversationId: number, attachment: ChatAttachment): Promise<void> {
  return downloadFile(attachmentPath(conversationId, attachment), attachment.filename);
}
