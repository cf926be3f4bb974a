/** The company id of a page address (?company=<id>), or null when missing or malformed. */
export function companyIdParam(params: URLSearchParams): number | null {
  const raw = params.get("company") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The page of a company as others see it: a client's page (customer_profile) or a provider's (supplier_profile). */
export function companyPagePath(company: { id: number; type?: string }): string {
  return `/${company.type === "client" ? "customer_profile" : "supplier_profile"}?company=${company.id}`;
}

/** The chat with a company (the chat opens or finds the conversation). */
export function chatWithPath(companyId: number): string {
  return `/chat_component?company=${companyId}`;
}
