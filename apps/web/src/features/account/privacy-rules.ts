/** Typing the account's e-mail again confirms the erasure (case and surrounding spaces do not matter, as on the API). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}
