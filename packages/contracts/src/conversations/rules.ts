import type { CompanyType } from "../auth/roles.ts";

const PROVIDERS: readonly CompanyType[] = ["supplier", "freelance", "academy"];

/** The company types that take part in chats: a client and its providers. */
export function chatsAsParticipant(type: string): boolean {
  return type === "client" || (PROVIDERS as readonly string[]).includes(type);
}

/** Who may chat with whom: a client with a supplier, freelancer or academy, in either direction. */
export function canChat(a: string, b: string): boolean {
  const provider = (t: string) => (PROVIDERS as readonly string[]).includes(t);
  return (a === "client" && provider(b)) || (b === "client" && provider(a));
}

/** The start of a message for the conversation list: whitespace collapsed, cut at a word with an ellipsis. */
export function messagePreview(body: string, max: number): string {
  const flat = body.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
