import { type ChatMessage, type ConversationItem, type Limitation, ROLE, type RoleId } from "@mkt/contracts";

/**
 * §4 chat icon: with the chat limitation blocked it opens the blocked-feature modal (action 1) instead of the
 * chat, and the blocked icon shows only while there is nothing unread (unread messages still lead to the chat).
 */
export function chatIconMode(limitation: Limitation | null | undefined, unread: number): "blocked" | "open" {
  return limitation?.blocked && unread === 0 ? "blocked" : "open";
}

/** §5: where the chat's plan-purchase alert sends those who may buy a plan (the blocked modal's Upgrade pages). */
export function chatPlansPath(roleId: RoleId): "/my_plans" | "/my_plans_supplier" | null {
  if (roleId === ROLE.CLIENT) return "/my_plans";
  if (roleId === ROLE.SUPPLIER || roleId === ROLE.SUPPLIER_MANAGEMENT || roleId === ROLE.FREELANCER)
    return "/my_plans_supplier";
  return null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of a timestamp, YYYY-MM-DD. */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A day separator: today, yesterday, or DD/MM/YYYY (§9 display format). */
export function dayLabel(
  key: string,
  now: Date,
): { kind: "today" | "yesterday" } | { kind: "date"; text: string } {
  const today = dayKey(now.toISOString());
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === today) return { kind: "today" };
  if (key === dayKey(yesterday.toISOString())) return { kind: "yesterday" };
  const [y, m, d] = key.split("-");
  return { kind: "date", text: `${d}/${m}/${y}` };
}

/** HH:mm of a timestamp, local time. */
export function timeOfDay(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** §9: DD/MM/YYYY HH:mm:ss, local time. */
export function fullTimestamp(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${timeOfDay(iso)}:${pad(d.getSeconds())}`;
}

/** The list's time: HH:mm today, else DD/MM/YYYY. */
export function listTime(iso: string, now: Date): string {
  return dayLabel(dayKey(iso), now).kind === "today" ? timeOfDay(iso) : fullTimestamp(iso).slice(0, 10);
}

const GROUP_GAP_MS = 5 * 60_000;

export type ThreadRow =
  | { kind: "day"; key: string }
  | { kind: "message"; message: ChatMessage; showSender: boolean };

/**
 * The thread as rows: a separator before each new day, and the sender's name on the first of consecutive
 * messages by the same person (again after a five-minute pause).
 */
export function threadRows(messages: readonly ChatMessage[]): ThreadRow[] {
  const rows: ThreadRow[] = [];
  let previous: ChatMessage | undefined;
  for (const message of messages) {
    const key = dayKey(message.created_at);
    const newDay = !previous || dayKey(previous.created_at) !== key;
    if (newDay) rows.push({ kind: "day", key });
    const sameSender =
      !newDay &&
      previous !== undefined &&
      previous.sender_company_id === message.sender_company_id &&
      previous.sender_user_id === message.sender_user_id &&
      Date.parse(message.created_at) - Date.parse(previous.created_at) < GROUP_GAP_MS;
    rows.push({ kind: "message", message, showSender: !sameSender });
    previous = message;
  }
  return rows;
}

/** Enter sends, Shift+Enter (or Enter while composing an accented character) makes a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing;
}

/** The list with the open conversation in it: a new, still empty conversation is not listed by the API yet. */
export function withOpenConversation(
  items: readonly ConversationItem[],
  open: ConversationItem | undefined,
): ConversationItem[] {
  if (!open || items.some((c) => c.id === open.id)) return [...items];
  return [open, ...items];
}

/** Two letters for a company without a logo. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const [first, second] = words;
  const letters =
    first !== undefined && second !== undefined ? `${first[0]}${second[0]}` : (first?.slice(0, 2) ?? "?");
  return letters.toUpperCase();
}

/** Who a conversation is with; staff, reading from outside, see both companies. */
export function conversationTitle(
  item: Pick<ConversationItem, "company" | "own_company">,
  staff: boolean,
): string {
  return staff ? `${item.own_company.name} ↔ ${item.company.name}` : item.company.name;
}
