// The chat feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { chatKeys, useChatLimitation, useConversations } from "./api.ts";
export { chatIconMode } from "./chat-rules.ts";
export {
  type ConversationStart,
  conversationPath,
  useStartConversation,
} from "./hooks/use-start-conversation.ts";
